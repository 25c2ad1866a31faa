import { CARD_MESSAGES, scheduleInstant } from '@greetly/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoment } from '../../lib/time-zones';
import { errorOf, field, fill } from '../../testing/form-queries';
import { FREE_THIS_WEEK } from '../../testing/plans';
import { renderPage, signedInAs, stubApi } from '../../testing/render-page';
import {
  back,
  cardCreated,
  FROM_GALLERY,
  fillRecipient,
  fillStyle,
  next,
  sendYourself,
  stepHeading,
  toggle,
} from '../../testing/studio';
import { GIFT_FOR_CARD_KEY } from '../cart/gift-for-card';
import ScheduleCardPage from './schedule-card-page';

const nextYear = new Date().getFullYear() + 1;
const zone = () => screen.getByRole('combobox', { name: 'Time zone' });
/** What the time-zone field shows: the zone as people know it, with its offset now. */
const zoneText = () => (zone() as HTMLInputElement).value;

// The sender's browser runs on London time: the zone the wizard starts at, and the clock the
// chosen moment is shown on.
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/London';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

function openWizard(state: unknown = FROM_GALLERY) {
  return renderPage(<ScheduleCardPage />, { path: '/schedule-card', state });
}

/** Step 1, valid (14 February next year, 09:00 in Lagos), then Next. */
async function passBasics(user: UserEvent) {
  await sendYourself(user);
  await fillRecipient(user);
  await fill(user, zone(), 'Africa/Lagos');
  await fill(user, field('Date'), `${nextYear}-02-14`);
  await fill(user, field('Time'), '09:00');
  await next(user);
  await screen.findByRole('heading', { level: 2, name: 'Media' });
}

describe('/schedule-card, step 1 (Basic information)', () => {
  it('Next on the empty step: the popup and every message, with the two-space variant', async () => {
    stubApi();
    const { user } = openWizard();
    expect(screen.getByText('Step 1 of 4 · Basic information')).toBeInTheDocument();
    await user.clear(zone());
    await user.keyboard('{Escape}');
    await next(user);
    const popup = await screen.findByRole('alertdialog', {
      name: CARD_MESSAGES.sendingOptionTitle,
    });
    expect(popup).toHaveTextContent(CARD_MESSAGES.sendingOptionText);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));

    // Word for word, with the spec's two spaces.
    expect(errorOf(field('Recipient name'))).toBe('Recipient name  is required');
    expect(errorOf(field('Recipient email'))).toBe('Recipient email is required');
    expect(errorOf(zone())).toBe(CARD_MESSAGES.timezoneRequired);
    expect(errorOf(field('Date'))).toBe(CARD_MESSAGES.dateRequired);
    expect(errorOf(field('Time'))).toBe(CARD_MESSAGES.timeRequired);

    await user.click(toggle('Send Yourself'));
    await next(user);
    await waitFor(() => expect(errorOf(field('Sender name'))).toBe('Sender name is required'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(errorOf(field('Sender email'))).toBe('Sender email is required');
    await fill(user, field('Recipient email'), 'amara@');
    await waitFor(() => expect(errorOf(field('Recipient email'))).toBe('Enter a valid email'));
    await fill(user, zone(), 'Mars/Olympus_Mons');
    await waitFor(() => expect(errorOf(zone())).toBe(CARD_MESSAGES.timezoneRequired));
  });

  it('the time zone starts at the browser zone, lists the named four first and is searchable', async () => {
    stubApi();
    const { user } = openWizard();
    expect(zoneText()).toMatch(/^London, United Kingdom \(GMT(\+1)?\)$/);
    await user.click(zone());
    const list = screen.getByRole('listbox', { name: 'Time zones' });
    const options = within(list).getAllByRole('option');
    expect(options.slice(0, 4).map((option) => option.textContent?.split('GMT')[0])).toEqual([
      'Lagos, Nigeria',
      'UTC, Coordinated Universal Time',
      'New York, United States',
      'London, United Kingdom',
    ]);
    expect(options.length).toBeGreaterThan(300);

    await fill(user, zone(), 'new york');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringMatching(/^New York, United StatesGMT-[45]$/)]);
    await user.keyboard('{Enter}');
    expect(zoneText()).toMatch(/^New York, United States \(GMT-[45]\)$/);
    expect(zone()).toHaveAttribute('aria-expanded', 'false');

    // A country finds its zones, also by its everyday name.
    await fill(user, zone(), 'Nigeria');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(zoneText()).toBe('Lagos, Nigeria (GMT+1)');
    await fill(user, zone(), 'UK');
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent(/^London, United Kingdom/);

    // A zone typed by its id, in any case, is taken as the zone it names.
    await fill(user, zone(), 'europe/london');
    await user.tab();
    expect(zoneText()).toMatch(/^London, United Kingdom/);
  });

  it('the chosen moment is shown on the sender’s clock too; a past one is refused', async () => {
    stubApi();
    const { user } = openWizard();
    await sendYourself(user);
    await fillRecipient(user);
    await fill(user, zone(), 'Africa/Lagos');
    await fill(user, field('Date'), `${nextYear}-02-14`);
    await fill(user, field('Time'), '10:00');
    const instant = scheduleInstant({
      date: `${nextYear}-02-14`,
      time: '10:00',
      timezone: 'Africa/Lagos',
    });
    expect(screen.getByText(/^That is/)).toHaveTextContent(
      `That is ${formatMoment(instant, 'Europe/London')} for you.`,
    );

    await fill(user, field('Date'), '2020-01-01');
    await next(user);
    await waitFor(() =>
      expect(errorOf(field('Time'))).toBe('Choose a date and time in the future.'),
    );
    expect(stepHeading('Basic information')).toBeInTheDocument();
    // A new date settles the time's message at once.
    await fill(user, field('Date'), `${nextYear}-02-14`);
    await waitFor(() => expect(field('Time')).not.toHaveAttribute('aria-invalid'));
  });
});

describe('/schedule-card, the later steps', () => {
  it('every step checks itself, Back walks down, and the preview signs with a tilde', async () => {
    stubApi();
    const { user } = openWizard();
    expect(screen.getByRole('button', { name: 'Back to templates' })).toBeInTheDocument();
    await passBasics(user);

    await next(user);
    expect(await screen.findByText('Please select an effect')).toBeInTheDocument();
    expect(errorOf(field('Message'))).toBe('Message is required');
    expect(field('Music link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
    await fillStyle(user);
    await next(user);

    expect(await screen.findByRole('heading', { level: 2, name: 'More info' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeInTheDocument();
    await fill(user, field('Sweet nickname'), 'Sunshine');
    await back(user);
    expect(stepHeading('Media')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Confetti' })).toBeChecked();
    await next(user);
    expect(await screen.findByLabelText('Sweet nickname')).toHaveValue('Sunshine');
    await next(user);

    expect(await screen.findByRole('heading', { level: 2, name: 'Preview' })).toBeVisible();
    expect(screen.getByTestId('card-mock')).toHaveTextContent('~ Tobi');
    await user.click(screen.getByRole('button', { name: 'Live Preview' }));
    const preview = screen.getByRole('dialog', { name: 'Live Preview' });
    await user.click(within(preview).getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('dialog', { name: 'Live Preview' })).toBeNull();
  });

  it('a reload keeps the step and the values', async () => {
    stubApi();
    const first = openWizard();
    await passBasics(first.user);
    await fillStyle(first.user);
    first.unmount();

    const { user } = openWizard(undefined);
    expect(stepHeading('Media')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dancing Script' })).toBeChecked();
    expect(screen.getByTestId('word-counter')).toHaveTextContent('30 / 60 words');
    await back(user);
    expect(zoneText()).toBe('Lagos, Nigeria (GMT+1)');
    expect(field('Time')).toHaveValue('09:00');
    expect(toggle('Send Yourself')).toHaveAttribute('aria-checked', 'true');
  });

  it('signing in on the way keeps the whole draft, and Schedule Now schedules it', async () => {
    stubApi();
    const asGuest = openWizard();
    await passBasics(asGuest.user);
    await fillStyle(asGuest.user);
    await next(asGuest.user);
    await screen.findByRole('heading', { level: 2, name: 'More info' });
    await next(asGuest.user);
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    asGuest.unmount();

    const api = stubApi({
      ...signedInAs(),
      ...FREE_THIS_WEEK,
      'POST /api/cards': cardCreated,
    });
    const { user } = openWizard(undefined);
    expect(stepHeading('Preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule Now' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your card is scheduled!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('It will reach Amara at amara@example.com right on time.'),
    ).toBeVisible();
    const addGift = screen.getByRole('link', { name: 'Add a gift' });
    expect(addGift).toHaveAttribute('href', '/marketplace');
    const moments = screen.getByTestId('arrival-moments');
    expect(moments).toHaveTextContent(`14 Feb ${nextYear}, 09:00 WAT`);
    expect(moments).toHaveTextContent('On your clock');
    expect(moments).toHaveTextContent(`14 Feb ${nextYear}, 08:00 GMT`);
    const sent = api.calls.find((call) => call.method === 'POST' && call.path === '/api/cards');
    expect(sent?.body).toMatchObject({
      recipientName: 'Amara',
      schedule: {
        timezone: 'Africa/Lagos',
        scheduleDate: `${nextYear}-02-14`,
        scheduleTime: '09:00',
      },
    });
    expect(localStorage.getItem('draft:schedule-card')).toBeNull();
    expect(api.unexpected).toEqual([]);

    // Add a gift remembers the scheduled card for the checkout on the way to the marketplace.
    await user.click(addGift);
    expect(JSON.parse(sessionStorage.getItem(GIFT_FOR_CARD_KEY) ?? 'null')).toEqual({
      id: 'card_1',
      recipientName: 'Amara',
    });
    sessionStorage.clear();
  });
});
