/**
 * A gift that travels with a card (decision 0032): the shops deliver it on the card's day, so each
 * gift must be ready by then. A gift needing `leadTimeDays` days of notice fits when today (in
 * Lagos, where the shops work) plus those days is not after the card's day.
 */

/** The marketplace's shops work on Lagos time: "today" for a lead time is a Lagos date. */
export const GIFT_DELIVERY_TIME_ZONE = 'Africa/Lagos';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone (Lagos unless given). */
export function localDateOf(instant: Date, timeZone: string = GIFT_DELIVERY_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** A YYYY-MM-DD date moved by whole days (RangeError for a string that is not one). */
export function addDays(date: string, days: number): string {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const day = new Date(0);
  day.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return day.toISOString().slice(0, 10);
}

/** The day a card's gifts arrive: its chosen local date, or, sent without one, its send time's Lagos date. */
export function cardDeliveryDate(card: { scheduleDate: string | null; sendAt: string }): string {
  return card.scheduleDate ?? localDateOf(new Date(card.sendAt));
}

export interface GiftLeadTime {
  title: string;
  leadTimeDays: number;
}

export type GiftFit = { fits: true } | { fits: false; message: string };

const daysOfNotice = (days: number) => (days === 1 ? '1 day’s notice' : `${days} days’ notice`);

/**
 * Whether every gift can be ready on `deliverOn` when ordered on `today` (both YYYY-MM-DD): the
 * first that cannot is named, e.g. "Too soon for Red velvet cake: it needs 3 days’ notice".
 */
export function giftsFitDeliveryDate(
  gifts: readonly GiftLeadTime[],
  today: string,
  deliverOn: string,
): GiftFit {
  for (const gift of gifts) {
    if (addDays(today, gift.leadTimeDays) > deliverOn) {
      return {
        fits: false,
        message: `Too soon for ${gift.title}: it needs ${daysOfNotice(gift.leadTimeDays)}`,
      };
    }
  }
  return { fits: true };
}
