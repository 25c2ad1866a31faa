import type { RecipientCard } from '@greetly/domain';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { words } from '../../testing/form-queries';
import { renderPage, stubApi } from '../../testing/render-page';
import { mediaQueries } from '../../testing/setup';
import CardPage from './card-page';
import { GiftOnItsWay } from './gift-on-its-way';

const CARD: RecipientCard = {
  templateId: 5,
  eventType: 'Birthday',
  recipientName: 'Amara',
  senderName: 'Tunde',
  isAnonymous: false,
  fontFamily: 'Dancing Script',
  fontSize: '18px',
  textColor: '#f02c2c',
  effect: 'confetti',
  message: words(30, 'love'),
  musicUrl: '',
  quote: 'Sunshine',
  imageUrl: null,
  voiceUrl: null,
  stickers: [],
  reply: null,
  giftOnItsWay: false,
};

function openCard(card: RecipientCard = CARD) {
  const api = stubApi({
    'GET /api/c/link-token': { body: { success: true, card } },
    'POST /api/c/link-token/open': { body: { success: true } },
  });
  const view = renderPage(<CardPage />, { path: '/c/:token', url: '/c/link-token' });
  return { ...view, api };
}

describe('the recipient’s card page', () => {
  it('says once whom it is for; the reply and the ways on come after the box is opened', async () => {
    mediaQueries.set('(prefers-reduced-motion: reduce)', true);
    const { user, api } = openCard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amara, this card is for you' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText('Something special for Amara')).toBeNull();
    expect(screen.queryByLabelText('Say thank you to Tunde')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Send a card back' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Tap on the Box' }));
    expect(await screen.findByLabelText('Say thank you to Tunde')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send a card back' })).toHaveAttribute(
      'href',
      '/create-template?to=Tunde',
    );
    expect(screen.getByRole('button', { name: 'Download keepsake' })).toBeVisible();
    expect(api.calls.filter((call) => call.path === '/api/c/link-token/open')).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it('an anonymous card offers a card of their own instead of one back', async () => {
    mediaQueries.set('(prefers-reduced-motion: reduce)', true);
    const { user } = openCard({ ...CARD, isAnonymous: true, senderName: '' });
    await user.click(await screen.findByRole('button', { name: 'Tap on the Box' }));
    const onward = await screen.findByText('Make someone smile too');
    expect(within(onward.parentElement as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/create-template',
    );
  });
});

describe('a gift that travels with the card', () => {
  it('after the box is opened, says a gift is on its way, and nothing of what it is or costs', async () => {
    mediaQueries.set('(prefers-reduced-motion: reduce)', true);
    const { user } = openCard({ ...CARD, giftOnItsWay: true });
    await screen.findByRole('heading', { level: 1, name: 'Amara, this card is for you' });
    expect(screen.queryByText(/A gift is on its way/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Tap on the Box' }));
    const gift = await screen.findByRole('region', { name: 'A gift is on its way to you too' });
    expect(gift).toHaveTextContent(
      'Tunde sent it with this card, to arrive on the card’s day. What it is stays a surprise.',
    );
    expect(document.body.textContent).not.toMatch(/₦|NGN|order|shop/i);
  });

  it('an anonymous sender stays secret in it', async () => {
    mediaQueries.set('(prefers-reduced-motion: reduce)', true);
    const { user } = openCard({ ...CARD, isAnonymous: true, senderName: '', giftOnItsWay: true });
    await user.click(await screen.findByRole('button', { name: 'Tap on the Box' }));
    expect(
      await screen.findByRole('region', { name: 'A gift is on its way to you too' }),
    ).toHaveTextContent(/^A gift is on its way to you tooYour secret sender sent it/);
  });

  it('a card with no gift says nothing of one', async () => {
    mediaQueries.set('(prefers-reduced-motion: reduce)', true);
    const { user } = openCard();
    await user.click(await screen.findByRole('button', { name: 'Tap on the Box' }));
    await screen.findByLabelText('Say thank you to Tunde');
    expect(screen.queryByText(/gift/i)).toBeNull();
  });

  it('renders on the server as in the browser (no window or storage read)', () => {
    const html = renderToString(<GiftOnItsWay senderLabel="Tunde" />);
    expect(html).toContain('A gift is on its way to you too');
    expect(html).toContain('Tunde sent it with this card');
  });
});

describe('Report this card', () => {
  it('asks what is wrong, sends the report, and thanks them', async () => {
    const api = stubApi({
      'GET /api/c/link-token': { body: { success: true, card: CARD } },
      'POST /api/c/link-token/report': {
        status: 201,
        body: { success: true, message: 'Thank you for telling us.' },
      },
    });
    const { user } = renderPage(<CardPage />, { path: '/c/:token', url: '/c/link-token' });
    await user.click(await screen.findByRole('button', { name: 'Report this card' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this card' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose what is wrong with this card.',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'It is spam or a scam' }));
    await user.type(within(dialog).getByLabelText(/Anything we should know/), 'Selling pills');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you for telling us.',
    );
    const sent = api.calls.find((call) => call.path === '/api/c/link-token/report');
    expect(sent?.body).toEqual({ reason: 'spam', details: 'Selling pills' });
    expect(api.unexpected).toEqual([]);
  });
});
