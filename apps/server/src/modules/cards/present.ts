import {
  EFFECTS,
  FONT_FAMILIES,
  FONT_SIZES,
  findTemplate,
  type RecipientCard,
  type SenderCard,
  type SenderCardGift,
  type SenderCardSummary,
  TEXT_COLOURS,
  type TemplateCategory,
} from '@greetly/domain';
import type { CardRow, RecipientCardRow } from './repo.ts';
import { stickersOf } from './stickers.ts';

/** The recipient's link, while the card still holds its token (until its e-mail is out). */
export function cardLink(publicUrl: string, card: Pick<CardRow, 'id' | 'link_token'>): string {
  if (!card.link_token) throw new Error(`Card ${card.id} no longer holds its link token.`);
  return `${publicUrl}/c/${card.link_token}`;
}

/** Where the sender sees their own card (no side effects: it is not the recipient's link). */
export function ownerViewLink(publicUrl: string, card: Pick<CardRow, 'id'>): string {
  return `${publicUrl}/cards/${card.id}`;
}

/**
 * A stored value from one of the studio's closed lists. Cards are only ever written with values
 * the API validated, so anything else is a server bug: it fails loudly (500), never reaches a client.
 */
function member<T extends string>(list: readonly T[], value: string, column: string): T {
  const found = list.find((item) => item === value);
  if (found === undefined) throw new Error(`cards.${column} holds a value outside its list.`);
  return found;
}

function styleOf(
  card: Pick<CardRow, 'font_family' | 'font_size' | 'text_color' | 'effect'>,
): Pick<SenderCard, 'fontFamily' | 'fontSize' | 'textColor' | 'effect'> {
  return {
    fontFamily:
      card.font_family === null ? null : member(FONT_FAMILIES, card.font_family, 'font_family'),
    fontSize: card.font_size === null ? null : member(FONT_SIZES, card.font_size, 'font_size'),
    textColor: member(TEXT_COLOURS, card.text_color, 'text_color'),
    effect: member(EFFECTS, card.effect, 'effect'),
  };
}

/** The template's category; a card's template id was checked when it was written. */
function categoryOf(templateId: number): TemplateCategory {
  const template = findTemplate(templateId);
  if (!template) throw new Error(`cards.template_id ${templateId} names no template.`);
  return template.category;
}

/** The card as its sender sees it, with the gift travelling with it. */
export function toSenderCard(
  card: CardRow,
  publicUrl: string,
  gift: SenderCardGift | null = null,
): SenderCard {
  const isDelivered = card.status === 'sent' || card.status === 'opened';
  return {
    id: card.id,
    templateId: card.template_id,
    recipientName: card.recipient_name,
    recipientEmail: card.recipient_email,
    isAnonymous: card.is_anonymous === 1,
    senderName: card.sender_name,
    senderEmail: card.sender_email,
    ...styleOf(card),
    message: card.message,
    musicUrl: card.music_url,
    quote: card.quote,
    imageId: card.image_id,
    voiceNoteId: card.voice_note_id,
    stickers: stickersOf(card.stickers),
    schedule:
      card.timezone && card.schedule_date && card.schedule_time
        ? {
            timezone: card.timezone,
            scheduleDate: card.schedule_date,
            scheduleTime: card.schedule_time,
          }
        : null,
    sendAt: card.send_at,
    status: card.status,
    failureReason: card.failure_reason,
    sentAt: card.sent_at,
    openedAt: card.opened_at,
    reply: card.reply_text,
    repliedAt: card.replied_at,
    createdAt: card.created_at,
    link: isDelivered ? ownerViewLink(publicUrl, card) : null,
    gift,
    pricing:
      card.price_kind && card.paid_with
        ? { priceKind: card.price_kind, priceKobo: card.price_kobo, paidWith: card.paid_with }
        : null,
  };
}

/** The card as its sender's list shows it: without its message. */
export function toSenderCardSummary(
  card: CardRow,
  publicUrl: string,
  gift: SenderCardGift | null = null,
): SenderCardSummary {
  const { message: _message, ...summary } = toSenderCard(card, publicUrl, gift);
  return summary;
}

/**
 * The card as its recipient sees it: an anonymous sender is not named, and no e-mail address is.
 * Its media open with the link's token, which the recipient presented (`token`).
 */
export function toRecipientCard(card: RecipientCardRow, token: string): RecipientCard {
  const isAnonymous = card.is_anonymous === 1;
  const media = (id: string | null) => (id ? `/media/${id}?t=${encodeURIComponent(token)}` : null);
  return {
    templateId: card.template_id,
    eventType: categoryOf(card.template_id),
    recipientName: card.recipient_name,
    senderName: isAnonymous ? '' : card.sender_name,
    isAnonymous,
    ...styleOf(card),
    message: card.message,
    musicUrl: card.music_url,
    quote: card.quote,
    imageUrl: media(card.image_id),
    voiceUrl: media(card.voice_note_id),
    stickers: stickersOf(card.stickers),
    reply: card.reply_text,
    // SQLite answers 1/0, PostgreSQL true/false. Only that a gift comes: never what or its price.
    giftOnItsWay: card.gift_on_its_way === true || card.gift_on_its_way === 1,
  };
}
