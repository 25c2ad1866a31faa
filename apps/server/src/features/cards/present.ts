import { findTemplate, type RecipientCard, type SenderCard } from '@greetly/domain';
import type { CardRow } from './repo.ts';

export function cardLink(publicUrl: string, card: Pick<CardRow, 'view_token'>): string {
  return `${publicUrl}/c/${card.view_token}`;
}

/** The card as its sender sees it. */
export function toSenderCard(card: CardRow, publicUrl: string): SenderCard {
  const isDelivered = card.status === 'sent' || card.status === 'opened';
  return {
    id: card.id,
    templateId: card.template_id,
    recipientName: card.recipient_name,
    recipientEmail: card.recipient_email,
    isAnonymous: card.is_anonymous === 1,
    senderName: card.sender_name,
    senderEmail: card.sender_email,
    fontFamily: card.font_family,
    fontSize: card.font_size,
    textColor: card.text_color,
    effect: card.effect,
    message: card.message,
    musicUrl: card.music_url,
    quote: card.quote,
    imageId: card.image_id,
    voiceNoteId: card.voice_note_id,
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
    link: isDelivered ? cardLink(publicUrl, card) : null,
  };
}

/** The card as its recipient sees it: an anonymous sender is not named, and no e-mail address is. */
export function toRecipientCard(card: CardRow): RecipientCard {
  const isAnonymous = card.is_anonymous === 1;
  const media = (id: string | null) =>
    id ? `/media/${id}?t=${encodeURIComponent(card.view_token)}` : null;
  return {
    templateId: card.template_id,
    eventType: findTemplate(card.template_id)?.category ?? 'Greeting',
    recipientName: card.recipient_name,
    senderName: isAnonymous ? '' : card.sender_name,
    isAnonymous,
    fontFamily: card.font_family,
    fontSize: card.font_size,
    textColor: card.text_color,
    effect: card.effect,
    message: card.message,
    musicUrl: card.music_url,
    quote: card.quote,
    imageUrl: media(card.image_id),
    voiceUrl: media(card.voice_note_id),
    reply: card.reply_text,
  };
}
