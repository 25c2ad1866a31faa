import type { PublicUser } from '@greetly/domain';
import type { CouponInput } from '@greetly/domain/schemas/checkout';
import { type AdminCoupon, COUPON_CODE_TAKEN } from '@greetly/domain/schemas/checkout-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, field, fill } from '../../../testing/form-queries';
import {
  type ApiCall,
  renderApp,
  signedInAs,
  stubApi,
  TEST_USER,
} from '../../../testing/render-page';

const ADMIN: PublicUser = { ...TEST_USER, first_name: 'Ada', roles: ['gifter', 'admin'] };

function couponOf(changes: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    id: 'cpn_1',
    code: 'WELCOME10',
    kind: 'percent',
    percent: 10,
    amountKobo: null,
    minOrderKobo: 0,
    startsAt: '2026-11-01T08:00:00.000Z',
    endsAt: null,
    maxUsesTotal: null,
    maxUsesPerUser: 1,
    active: true,
    usesTotal: 4,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...changes,
  };
}

const WELCOME = couponOf();
const XMAS = couponOf({
  id: 'cpn_2',
  code: 'XMAS-2000',
  kind: 'fixed',
  percent: null,
  amountKobo: 200_000,
  minOrderKobo: 1_500_000,
  startsAt: '2026-12-01T00:00:00.000Z',
  // Ends a month after the test runs, so the list calls it active whenever it runs.
  endsAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
  maxUsesTotal: 100,
  maxUsesPerUser: 2,
  usesTotal: 12,
  createdAt: '2026-11-20T08:00:00.000Z',
});

/** A coupon whose end has passed (it stays active: no admin deactivated it). */
const SUMMER = couponOf({
  id: 'cpn_0',
  code: 'SUMMER-5',
  startsAt: '2026-06-01T00:00:00.000Z',
  endsAt: '2026-08-31T23:00:00.000Z',
  createdAt: '2026-05-20T08:00:00.000Z',
});

/** The coupon endpoints: a create answers what it was sent, as the server stores it. */
function couponServer(coupons: AdminCoupon[], create?: (call: ApiCall) => unknown) {
  return stubApi({
    ...signedInAs(ADMIN),
    'GET /api/admin/coupons': { body: { success: true, coupons } },
    'POST /api/admin/coupons': (call) => {
      if (create) return create(call) as { status?: number; body?: unknown };
      const input = call.body as CouponInput;
      const coupon = couponOf({
        id: 'cpn_new',
        code: input.code,
        kind: input.kind,
        percent: input.kind === 'percent' ? input.percent : null,
        amountKobo: input.kind === 'fixed' ? input.amountKobo : null,
        minOrderKobo: input.minOrderKobo,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        maxUsesTotal: input.maxUsesTotal,
        maxUsesPerUser: input.maxUsesPerUser,
        usesTotal: 0,
        createdAt: '2026-11-28T10:00:00.000Z',
      });
      return { status: 201, body: { success: true, coupon } };
    },
    'POST /api/admin/coupons/cpn_2/deactivate': {
      body: { success: true, coupon: { ...XMAS, active: false } },
    },
  });
}

async function openCoupons() {
  const view = renderApp('/admin/coupons');
  await screen.findByRole('heading', { level: 1, name: 'Coupons' });
  return view;
}

const creates = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/coupons');

/** A date-time input takes its value as the browser's picker gives it. */
const pickTime = (label: string, value: string) =>
  fireEvent.input(field(label), { target: { value } });

describe('the coupons page', () => {
  it('lists the coupons newest first with what each takes off, its dates and uses', async () => {
    couponServer([SUMMER, WELCOME, XMAS]);
    await openCoupons();
    const rows = await screen.findAllByTestId('admin-coupon');
    expect(rows.map((row) => within(row).getByText(/^[A-Z0-9-]+$/).textContent)).toEqual([
      'XMAS-2000',
      'WELCOME10',
      'SUMMER-5',
    ]);
    const [xmas, welcome, expired] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(xmas).toHaveTextContent('₦2,000 off');
    expect(xmas).toHaveTextContent('₦15,000');
    expect(xmas).toHaveTextContent('12 of 100 used; 2 per buyer');
    expect(xmas).toHaveTextContent('Active');
    expect(expired).toHaveTextContent('Expired');
    expect(expired).not.toHaveTextContent('Active');
    expect(welcome).toHaveTextContent('10% off');
    expect(welcome).toHaveTextContent('No minimum');
    expect(welcome).toHaveTextContent('4 used, no limit; 1 per buyer');
    expect(welcome).toHaveTextContent(', no end');
    expect(screen.getByRole('link', { name: 'Shops' })).toHaveAttribute('href', '/admin/shops');
    expect(screen.getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
  });

  it('creates a fixed coupon: naira as kobo, times as instants, an empty limit as null', async () => {
    const api = couponServer([WELCOME]);
    const { user } = await openCoupons();
    await fill(user, field('Code'), 'xmas-2000');
    await user.click(screen.getByRole('radio', { name: 'A fixed amount off' }));
    await fill(user, field('Amount off (₦)'), '2,000.50');
    await fill(user, field('Minimum order (₦)'), '15000');
    pickTime('Starts', '2026-12-01T09:00');
    pickTime('Ends (optional)', '2026-12-26T23:30');
    await fill(user, field('Uses per buyer'), '2');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    expect(await screen.findByText(/XMAS-2000 is created/)).toBeVisible();
    expect(creates(api.calls).map((call) => call.body)).toEqual([
      {
        code: 'XMAS-2000',
        kind: 'fixed',
        amountKobo: 200_050,
        minOrderKobo: 1_500_000,
        startsAt: new Date('2026-12-01T09:00').toISOString(),
        endsAt: new Date('2026-12-26T23:30').toISOString(),
        maxUsesTotal: null,
        maxUsesPerUser: 2,
      },
    ]);
    const rows = screen.getAllByTestId('admin-coupon');
    expect(rows[0]).toHaveTextContent('XMAS-2000');
    expect(rows[0]).toHaveTextContent('₦2,000.50 off');
    // The form is ready for the next one.
    expect(field('Code')).toHaveValue('');
  });

  it('creates a percentage coupon with a total limit and no end', async () => {
    const api = couponServer([]);
    const { user } = await openCoupons();
    expect(await screen.findByText('No coupons yet.')).toBeVisible();
    await fill(user, field('Code'), 'SPRING15');
    await fill(user, field('Percentage off (%)'), '15');
    pickTime('Starts', '2027-03-01T00:00');
    await fill(user, field('Total uses (optional)'), '500');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(creates(api.calls)).toHaveLength(1));
    expect(creates(api.calls)[0]?.body).toEqual({
      code: 'SPRING15',
      kind: 'percent',
      percent: 15,
      minOrderKobo: 0,
      startsAt: new Date('2027-03-01T00:00').toISOString(),
      endsAt: null,
      maxUsesTotal: 500,
      maxUsesPerUser: 1,
    });
  });

  it("shows the schema's messages beside the fields and sends nothing", async () => {
    const api = couponServer([]);
    const { user } = await openCoupons();
    await fill(user, field('Code'), 'no way!');
    await fill(user, field('Percentage off (%)'), '120');
    await fill(user, field('Minimum order (₦)'), '');
    pickTime('Starts', '2026-12-10T09:00');
    pickTime('Ends (optional)', '2026-12-01T09:00');
    await fill(user, field('Total uses (optional)'), '0');
    await fill(user, field('Uses per buyer'), '0');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    await waitFor(() => expect(errorOf(field('Code'))).toBe('Use only letters, digits and dashes'));
    expect(errorOf(field('Percentage off (%)'))).toBe('The percentage must be 1 to 100');
    expect(errorOf(field('Minimum order (₦)'))).toBe('Enter the minimum order (₦0 for none)');
    expect(errorOf(field('Total uses (optional)'))).toBe(
      'Allow at least 1 use in total, or leave it empty for no limit',
    );
    expect(errorOf(field('Uses per buyer'))).toBe('Allow each buyer at least 1 use');
    expect(field('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(creates(api.calls)).toHaveLength(0);

    // The end before the start is checked once the rest is right.
    await fill(user, field('Code'), 'WINTER');
    await fill(user, field('Percentage off (%)'), '20');
    await fill(user, field('Minimum order (₦)'), '0');
    await fill(user, field('Total uses (optional)'), '');
    await fill(user, field('Uses per buyer'), '1');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() =>
      expect(errorOf(field('Ends (optional)'))).toBe('The end must be after the start'),
    );
    expect(creates(api.calls)).toHaveLength(0);
  });

  it('says beside the code when it is already in use', async () => {
    couponServer([WELCOME], () => ({
      status: 409,
      body: { success: false, code: 'coupon_code_taken', message: COUPON_CODE_TAKEN },
    }));
    const { user } = await openCoupons();
    await fill(user, field('Code'), 'welcome10');
    await fill(user, field('Percentage off (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(errorOf(field('Code'))).toBe(COUPON_CODE_TAKEN));
    expect(field('Code')).toHaveFocus();
  });

  it('deactivates a coupon only after asking, keeping it active being the first answer', async () => {
    const api = couponServer([WELCOME, XMAS]);
    const { user } = await openCoupons();
    await screen.findAllByTestId('admin-coupon');
    await user.click(screen.getByRole('button', { name: 'Deactivate XMAS-2000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate XMAS-2000?' });
    const answers = within(dialog)
      .getAllByRole('button')
      .filter((candidate) => candidate.textContent);
    expect(answers.map((candidate) => candidate.textContent)).toEqual([
      'Keep it active',
      'Deactivate',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Keep it active' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it active' }));
    expect(api.calls.some((call) => call.path.endsWith('/deactivate'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Deactivate XMAS-2000' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate XMAS-2000?' })).getByRole(
        'button',
        { name: 'Deactivate' },
      ),
    );
    expect(await screen.findByText(/XMAS-2000 is deactivated/)).toBeVisible();
    expect(
      api.calls.filter((call) => call.path === '/api/admin/coupons/cpn_2/deactivate'),
    ).toHaveLength(1);
    const xmas = screen.getAllByTestId('admin-coupon')[0] as HTMLElement;
    expect(xmas).toHaveTextContent('Inactive');
    expect(within(xmas).queryByRole('button', { name: 'Deactivate XMAS-2000' })).toBeNull();
  });

  it('keeps an account that is not an admin out', async () => {
    const api = stubApi({ ...signedInAs(TEST_USER) });
    const { router } = renderApp('/admin/coupons');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls.some((call) => call.path.startsWith('/api/admin'))).toBe(false);
  });
});
