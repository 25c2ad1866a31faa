import type { SenderCard } from '@greetly/domain';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, fill, words } from '../../testing/form-queries';
import { renderPage, signedInAs, stubApi } from '../../testing/render-page';
import { cardCreated, GOOD_MESSAGE, next } from '../../testing/studio';
import EditCardPage from './edit-card-page';

const nextYear = new Date().getFullYear() + 1;
const NEW_MESSAGE = words(30, 'joy');
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Africa/Lagos';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

/** A card scheduled for 14 February next year, 09:00 in Lagos, as the server lists it. */
function scheduledCard(changes: Partial<SenderCard> = {}): SenderCard {
  const { card } = cardCreated({
    method: 'POST',
    path: '/api/cards',
    headers: new Headers(),
    body: {
      templateId: 1,
      isAnonymous: false,
      sendYourself: true,
      senderName: 'Tobi',
      senderEmail: 'tobi@example.com',
      recipientName: 'Amara',
      recipientEmail: 'amara@example.com',
      fontFamily: 'Dancing Script',
      effect: 'confetti',
      textColor: '#000000',
      message: GOOD_MESSAGE,
      quote: 'Sunshine',
      schedule: {
        timezone: 'Africa/Lagos',
        scheduleDate: `${nextYear}-02-14`,
        scheduleTime: '09:00',
      },
    },
  }).body as { card: SenderCard };
  return { ...card, ...changes };
}

function openEditor() {
  return renderPage(<EditCardPage />, { path: '/cards/:id/edit', url: '/cards/card_1/edit' });
}

describe('/cards/:id/edit', () => {
  it('opens the studio on the scheduled card and saves the changes to the same card', async () => {
    const card = scheduledCard();
    const api = stubApi({
      ...signedInAs(),
      'GET /api/cards/card_1': { body: { success: true, card } },
      'PATCH /api/cards/card_1': (call) => ({
        body: { success: true, card: { ...card, ...(call.body as object) } },
      }),
    });
    const { user } = openEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your card' })).toBeVisible();
    expect(field('Recipient email')).toHaveValue('amara@example.com');
    expect(field('Time')).toHaveValue('09:00');
    await fill(user, field('Time'), '10:30');
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Media' });
    expect(field('Message')).toHaveValue(GOOD_MESSAGE);
    await fill(user, field('Message'), NEW_MESSAGE);
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'More info' });
    expect(field('Sweet nickname')).toHaveValue('Sunshine');
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    expect(screen.queryByRole('button', { name: /instead$/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your changes are saved!' }),
    ).toBeInTheDocument();
    const saved = api.calls.find((call) => call.method === 'PATCH');
    expect(saved?.body).toMatchObject({
      recipientEmail: 'amara@example.com',
      message: NEW_MESSAGE,
      quote: 'Sunshine',
      schedule: {
        timezone: 'Africa/Lagos',
        scheduleDate: `${nextYear}-02-14`,
        scheduleTime: '10:30',
      },
    });
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/cards')).toBe(
      false,
    );
    expect(localStorage.getItem('draft:schedule-card')).toBeNull();
    expect(api.unexpected).toEqual([]);
  });

  it('a card already on its way cannot be changed, and says so', async () => {
    stubApi({
      ...signedInAs(),
      'GET /api/cards/card_1': {
        body: { success: true, card: scheduledCard({ status: 'sending' }) },
      },
    });
    openEditor();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This card can no longer be changed' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
