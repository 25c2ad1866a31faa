import {
  cardDeliveryDate,
  type GiftCardOption,
  type GiftFit,
  giftsFitDeliveryDate,
  localDateOf,
} from '@greetly/domain';
import { AppError } from '../../platform/http/errors.ts';
import { can } from '../../platform/policies/policies.ts';
import type { Account } from '../accounts/index.ts';
import type { GiftCardRow, LinksRepo } from './links-repo.ts';

const deliverOnOf = (card: GiftCardRow) =>
  cardDeliveryDate({ scheduleDate: card.schedule_date, sendAt: card.send_at });

/** The lead times of the listed gifts in the buyer's cart. */
async function giftsInCart(links: LinksRepo, userId: string) {
  return (await links.cartLeadTimes(userId)).map((row) => ({
    title: row.title,
    leadTimeDays: row.lead_time_days,
  }));
}

/** The buyer's cards not yet sent, each with its gifts' day and whether the cart can make it. */
export async function giftCardOptions(
  links: LinksRepo,
  userId: string,
  now: Date,
): Promise<GiftCardOption[]> {
  const cards = await links.scheduledCardsOf(userId);
  const gifts = await giftsInCart(links, userId);
  const today = localDateOf(now);
  return cards.map((card) => {
    const deliverOn = deliverOnOf(card);
    const fit: GiftFit = giftsFitDeliveryDate(gifts, today, deliverOn);
    return {
      id: card.id,
      recipientName: card.recipient_name,
      sendAt: card.send_at,
      deliverOn,
      fitsCart: fit.fits,
      message: fit.fits ? null : fit.message,
    };
  });
}

const unavailable = (message: string) =>
  new AppError('gift_card_unavailable', message, [{ path: 'cardId', message }]);

/**
 * The day the gifts travel with the chosen card, or a 422 on `cardId`: the card must be the
 * buyer's own (another's reads like an unknown one), still scheduled, the delivery a gift
 * delivery, and every gift able to be ready by the card's day.
 */
export async function giftDeliveryDay(
  links: LinksRepo,
  buyer: Account,
  input: { cardId: string; deliveryOption: string },
  now: Date,
): Promise<string> {
  if (input.deliveryOption !== 'gift') {
    throw unavailable('Choose gift delivery with a card to send the gifts with a card');
  }
  const card = await links.cardById(input.cardId);
  if (!card || !can(buyer, 'carryGift', 'card', card)) {
    throw unavailable('Choose one of your scheduled cards');
  }
  if (card.status !== 'scheduled') {
    throw unavailable('This card is no longer waiting to be sent; choose another');
  }
  const deliverOn = deliverOnOf(card);
  const fit = giftsFitDeliveryDate(await giftsInCart(links, buyer.id), localDateOf(now), deliverOn);
  if (!fit.fits) throw unavailable(fit.message);
  return deliverOn;
}
