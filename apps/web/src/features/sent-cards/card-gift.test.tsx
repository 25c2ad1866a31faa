import type { SenderCard } from '@greetly/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, signedInAs, stubApi } from '../../testing/render-page';
import { GIFT_FOR_CARD_KEY } from '../cart/gift-for-card';
import OwnCardPage from './own-card-page';
import { SentCardsSection } from './sent-cards-section';

const nextYear = new Date().getFullYear() + 1;

/** A card scheduled for 14 February next year, 09:00 in Lagos. */
function card(changes: Partial<SenderCard> = {}): SenderCard {
  return {
    id: 'card_1',
    templateId: 1,
    recipientName: 'Amara',
    recipientEmail: 'amara@example.com',
    isAnonymous: false,
    senderName: 'Tobi',
    senderEmail: 'tobi@example.com',
    fontFamily: 'Dancing Script',
    fontSize: null,
    textColor: '#000000',
    effect: 'confetti',
    message: 'Happy birthday',
    musicUrl: '',
    quote: '',
    imageId: null,
    voiceNoteId: null,
    stickers: [],
    schedule: {
      timezone: 'Africa/Lagos',
      scheduleDate: `${nextYear}-02-14`,
      scheduleTime: '09:00',
    },
    sendAt: `${nextYear}-02-14T08:00:00.000Z`,
    status: 'scheduled',
    failureReason: null,
    sentAt: null,
    openedAt: null,
    reply: null,
    repliedAt: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    link: null,
    gift: null,
    pricing: null,
    ...changes,
  };
}

const GIFT: SenderCard['gift'] = {
  orderNumber: 'GR-000123',
  status: 'paid',
  shipments: [
    { shopName: 'Sweet Crumbs', status: 'accepted' },
    { shopName: 'Petal & Stem', status: 'pending' },
  ],
};

afterEach(() => sessionStorage.clear());

function openOwnCard(own: SenderCard) {
  stubApi({ ...signedInAs(), 'GET /api/cards/card_1': { body: { success: true, card: own } } });
  return renderPage(<OwnCardPage />, { path: '/cards/:id', url: '/cards/card_1' });
}

function openList(cards: SenderCard[]) {
  stubApi({
    ...signedInAs(),
    'GET /api/cards': {
      body: {
        success: true,
        cards: cards.map(({ message: _, ...summary }) => summary),
        nextCursor: null,
      },
    },
  });
  return renderPage(<SentCardsSection emptyState={null} />, { path: '/dashboard' });
}

describe('the sender’s own card with a gift', () => {
  it('shows the gift in the card’s timeline: the order, its status, each shop’s, and a link', async () => {
    openOwnCard(card({ gift: GIFT }));
    const section = await screen.findByRole('region', { name: 'Your card and its gift' });
    expect(within(section).getByText('Card to Amara')).toBeVisible();
    const order = within(section).getByRole('link', { name: 'Gift: order GR-000123' });
    expect(order).toHaveAttribute('href', '/orders/GR-000123');
    expect(order.parentElement).toHaveTextContent('Gift: order GR-000123—Paid');
    const shops = within(section).getByRole('list', { name: 'Its shops' });
    const rows = within(shops)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Sweet CrumbsAccepted by the shop', 'Petal & StemWaiting for the shop']);
    expect(within(section).queryByRole('link', { name: /Add a gift/ })).toBeNull();
  });

  it('a scheduled card without a gift offers one, and remembers the card on the way', async () => {
    const { user, router } = openOwnCard(card());
    const section = await screen.findByRole('region', { name: 'A gift to go with it?' });
    await user.click(
      within(section).getByRole('link', { name: 'Add a gift to the card to Amara' }),
    );
    expect(router.state.location.pathname).toBe('/marketplace');
    expect(JSON.parse(sessionStorage.getItem(GIFT_FOR_CARD_KEY) ?? 'null')).toEqual({
      id: 'card_1',
      recipientName: 'Amara',
    });
  });

  it('a card already sent (sent now, or its day passed) offers no gift', async () => {
    openOwnCard(card({ schedule: null, status: 'sent', sentAt: '2026-11-28T09:00:00.000Z' }));
    await screen.findByRole('heading', { level: 1, name: 'Your card to Amara' });
    expect(screen.queryByRole('region', { name: /gift/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /Add a gift/ })).toBeNull();
  });
});

describe('Your cards (dashboard list)', () => {
  it('tags a card with a gift, offers Add a gift on a scheduled card without one, and none on a sent one', async () => {
    const { user, router } = openList([
      card({ id: 'card_gift', recipientName: 'Bola', gift: GIFT }),
      card({ id: 'card_plain', recipientName: 'Ada' }),
      card({
        id: 'card_sent',
        recipientName: 'Chidi',
        schedule: null,
        status: 'sent',
        sentAt: '2026-11-28T09:00:00.000Z',
      }),
      card({
        id: 'card_unpaid',
        recipientName: 'Dayo',
        gift: { ...GIFT, orderNumber: 'GR-000124', status: 'pending_payment' },
      }),
    ]);
    const rows = await screen.findAllByTestId('sent-card');
    const [withGift, plain, sent, unpaid] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(withGift).getByText('Gift')).toBeVisible();
    expect(within(withGift).queryByRole('link', { name: /Add a gift/ })).toBeNull();
    expect(within(unpaid).getByText('Gift: waiting for payment')).toBeVisible();
    expect(within(plain).queryByText(/^Gift/)).toBeNull();
    expect(within(sent).queryByRole('link', { name: /Add a gift/ })).toBeNull();

    await user.click(within(plain).getByRole('link', { name: 'Add a gift to the card to Ada' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
    expect(JSON.parse(sessionStorage.getItem(GIFT_FOR_CARD_KEY) ?? 'null')).toEqual({
      id: 'card_plain',
      recipientName: 'Ada',
    });
  });
});
