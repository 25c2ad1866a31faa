import { findTemplate } from '@greetly/domain';
import { escapeHtml } from '../../mail/html.ts';
import { renderMail } from '../../mail/layout.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { cardLink } from './present.ts';
import type { CardRow } from './repo.ts';

/** A card with the account that sent it, as the card's mails need them. */
export interface CardWithSender {
  card: CardRow;
  accountEmail: string;
  accountName: string;
  isAccountVerified: boolean;
}

function templateImage(publicUrl: string, templateId: number): string {
  const category = findTemplate(templateId)?.category ?? 'Greeting';
  return `<p style="margin:0 0 24px;text-align:center"><img src="${escapeHtml(`${publicUrl}/templates/${templateId}.png`)}" width="240" height="320" alt="${escapeHtml(`${category} card`)}" style="border-radius:16px;max-width:100%;height:auto;border:1px solid #ead9cc"></p>`;
}

/**
 * Replies go to the sender only at an address we know is theirs: the account's own, verified
 * address. A sender e-mail typed on the card is not proven, so it never becomes a Reply-To.
 */
function replyToOf({ card, accountEmail, isAccountVerified }: CardWithSender): string | undefined {
  if (card.is_anonymous === 1 || !isAccountVerified) return undefined;
  return card.sender_email === accountEmail ? accountEmail : undefined;
}

/**
 * The recipient's e-mail. An anonymous card names its sender nowhere: not in the subject, the
 * body, Reply-To or any header (the From is always the product's own address).
 */
export function cardMail(entry: CardWithSender, publicUrl: string): OutgoingMail {
  const { card } = entry;
  const isAnonymous = card.is_anonymous === 1;
  const sender = card.sender_name;
  const content = renderMail({
    subject: isAnonymous ? 'Someone sent you a card' : `${sender} sent you a card`,
    preheader: 'Tap the gift box to open it.',
    heading: `${card.recipient_name}, a card is waiting for you`,
    paragraphs: [
      isAnonymous
        ? 'Someone who thinks of you made you a personal card. Open the gift box to see it.'
        : `${sender} made you a personal card. Open the gift box to see it.`,
    ],
    action: { label: 'Open your card', url: cardLink(publicUrl, card) },
    footnote: 'This link is just for you. Please do not share it.',
    heroHtml: templateImage(publicUrl, card.template_id),
  });
  const replyTo = replyToOf(entry);
  return { to: card.recipient_email, ...content, ...(replyTo ? { replyTo } : {}) };
}

/** Tells the sender their card was opened. */
export function openedNoticeMail(entry: CardWithSender, publicUrl: string): OutgoingMail {
  const { card } = entry;
  const content = renderMail({
    subject: `Your card to ${card.recipient_name} was opened`,
    preheader: 'Your card has been seen.',
    heading: `Your card to ${card.recipient_name} was opened`,
    paragraphs: [
      `Hello ${entry.accountName}, ${card.recipient_name} just opened the card you sent. We thought you'd like to know.`,
    ],
    action: { label: 'See your cards', url: `${publicUrl}/dashboard` },
  });
  return { to: entry.accountEmail, ...content };
}

/** Passes the recipient's thank-you on to the sender. */
export function replyNoticeMail(entry: CardWithSender, publicUrl: string): OutgoingMail {
  const { card } = entry;
  const content = renderMail({
    subject: `${card.recipient_name} replied to your card`,
    preheader: card.reply_text ?? '',
    heading: `${card.recipient_name} sent you a thank-you`,
    paragraphs: [`“${card.reply_text ?? ''}”`, `— ${card.recipient_name}`],
    action: { label: 'See your cards', url: `${publicUrl}/dashboard` },
  });
  return { to: entry.accountEmail, ...content };
}
