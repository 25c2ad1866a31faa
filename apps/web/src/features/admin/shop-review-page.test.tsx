import type { AdminShop, PublicUser } from '@greetly/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, field, fill } from '../../testing/form-queries';
import { type ApiCall, renderApp, signedInAs, stubApi, TEST_USER } from '../../testing/render-page';

const ADMIN: PublicUser = { ...TEST_USER, first_name: 'Ada', roles: ['gifter', 'admin'] };

function shopOf(changes: Partial<AdminShop> = {}): AdminShop {
  return {
    id: 'shop_crumbs',
    slug: 'sweet-crumbs-bakery',
    name: 'Sweet Crumbs Bakery',
    status: 'pending',
    reviewReason: null,
    submittedAt: '2026-03-01T10:00:00.000Z',
    reviewedAt: null,
    profile: {
      fullName: 'Sweet Crumbs Bakery',
      businessType: 'Bakery',
      businessDescription:
        'Celebration cakes and cupcake boxes baked fresh every morning in Lagos.',
      countryCity: 'Nigeria, Lagos',
      deliveryCountries: 'Nigeria',
    },
    ownerEmail: 'tunde@example.com',
    ownerName: 'Tunde Okafor',
    productCount: 3,
    ...changes,
  };
}

const CRUMBS = shopOf();
const PETALS = shopOf({
  id: 'shop_petals',
  slug: 'petal-and-stem',
  name: 'Petal and Stem',
  profile: { ...CRUMBS.profile, fullName: 'Petal and Stem', businessType: 'Florist' },
  ownerEmail: 'ife@example.com',
  ownerName: 'Ife Bello',
  productCount: 1,
});

/** The review endpoints, with the shops each status lists; every listing's address is kept. */
function reviewServer(shops: AdminShop[]) {
  let listed = shops;
  const review = (status: AdminShop['status']) => (call: ApiCall) => {
    const id = call.path.split('/')[4];
    const shop = listed.find((candidate) => candidate.id === id) as AdminShop;
    const reviewed = {
      ...shop,
      status,
      reviewReason: (call.body as { reason?: string } | undefined)?.reason ?? null,
      reviewedAt: '2026-03-04T09:00:00.000Z',
    };
    listed = listed.map((candidate) => (candidate.id === id ? reviewed : candidate));
    return { body: { success: true, shop: reviewed } };
  };
  const api = stubApi({
    ...signedInAs(ADMIN),
    'POST /api/admin/shops/shop_crumbs/approve': review('approved'),
    'POST /api/admin/shops/shop_crumbs/reject': review('rejected'),
    'POST /api/admin/shops/shop_petals/reject': review('rejected'),
  });
  // The list answers by the status in its query, which the stub's routes do not see.
  const answerRoutes = globalThis.fetch;
  const listings: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/admin/shops') return answerRoutes(input, init);
    listings.push(`${url.pathname}${url.search}`);
    const status = url.searchParams.get('status') ?? 'pending';
    return new Response(
      JSON.stringify({ success: true, shops: listed.filter((shop) => shop.status === status) }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
  return { ...api, listings };
}

const cardOf = (name: string) => screen.getByRole('article', { name }).closest('li') as HTMLElement;

async function openReview() {
  const view = renderApp('/admin/shops');
  await screen.findByRole('heading', { level: 1, name: 'Review shops' });
  await screen.findAllByTestId('admin-shop');
  return view;
}

describe('/admin/shops', () => {
  it('lists the pending shops with what an admin needs to decide', async () => {
    const { listings } = reviewServer([CRUMBS, PETALS]);
    await openReview();
    expect(listings).toEqual(['/api/admin/shops?status=pending']);
    expect(screen.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
    const adminPages = screen.getByRole('navigation', { name: 'Admin pages' });
    expect(within(adminPages).getByRole('link', { name: 'Coupons' })).toHaveAttribute(
      'href',
      '/admin/coupons',
    );
    const card = cardOf('Sweet Crumbs Bakery');
    for (const text of [
      'Bakery',
      CRUMBS.profile.businessDescription,
      'Nigeria, Lagos',
      'Tunde Okafor',
      'tunde@example.com',
      '1 Mar 2026',
      '3 products',
    ]) {
      expect(card).toHaveTextContent(text);
    }
    expect(within(cardOf('Petal and Stem')).getByText('1 product')).toBeInTheDocument();
  });

  it('approves a shop: it leaves the pending list and the news is announced', async () => {
    const { calls } = reviewServer([CRUMBS, PETALS]);
    const { user } = await openReview();
    await user.click(screen.getByRole('button', { name: 'Approve Sweet Crumbs Bakery' }));

    const status = await screen.findByText(
      "Sweet Crumbs Bakery is approved. We've e-mailed Tunde Okafor the news.",
    );
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('article', { name: 'Sweet Crumbs Bakery' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Petal and Stem' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/shops/shop_crumbs/approve',
    ]);

    await user.click(screen.getByRole('link', { name: 'Approved' }));
    expect(await screen.findByRole('article', { name: 'Sweet Crumbs Bakery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('rejects a shop only with a reason, which the rejected list then shows', async () => {
    const { calls } = reviewServer([CRUMBS, PETALS]);
    const { user } = await openReview();
    await user.click(screen.getByRole('button', { name: 'Reject Petal and Stem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Petal and Stem?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject shop' }));
    await waitFor(() =>
      expect(errorOf(field('Reason'))).toBe('Give a reason of at least 10 characters'),
    );
    expect(calls.some((call) => call.path.endsWith('/reject'))).toBe(false);

    const reason = 'Please add photos of your own arrangements to the description.';
    await fill(user, field('Reason'), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Reject shop' }));

    expect(
      await screen.findByText("Petal and Stem is rejected. We've e-mailed Ife Bello your reason."),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Petal and Stem' })).toBeNull();
    expect(calls.find((call) => call.path.endsWith('/reject'))?.body).toEqual({ reason });

    await user.click(screen.getByRole('link', { name: 'Rejected' }));
    const rejected = await screen.findByRole('article', { name: 'Petal and Stem' });
    expect(rejected).toHaveTextContent(reason);
  });

  it("shows the server's message about the reason on the field", async () => {
    reviewServer([CRUMBS]);
    refuseTheReason();
    const { user } = await openReview();
    await user.click(screen.getByRole('button', { name: 'Reject Sweet Crumbs Bakery' }));
    await fill(user, field('Reason'), 'Not a real bakery, sorry about that.');
    await user.click(screen.getByRole('button', { name: 'Reject shop' }));
    await waitFor(() =>
      expect(errorOf(field('Reason'))).toBe('Keep the reason under 500 characters'),
    );
    expect(screen.getByRole('article', { name: 'Sweet Crumbs Bakery' })).toBeInTheDocument();
  });

  it('says when no shop is waiting', async () => {
    reviewServer([]);
    renderApp('/admin/shops');
    expect(await screen.findByText('No shops are waiting for review.')).toBeInTheDocument();
  });
});

/** The reject endpoint refusing the reason with a field issue (the list still answers). */
function refuseTheReason() {
  const answerRest = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/reject')) {
      return new Response(
        JSON.stringify({
          success: false,
          code: 'validation_failed',
          message: 'Keep the reason under 500 characters',
          issues: [{ path: 'reason', message: 'Keep the reason under 500 characters' }],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      );
    }
    return answerRest(input, init);
  });
}
