import { findTemplate } from '@greetly/domain';
import { cardLink } from '../features/cards/present.ts';
import { escapeHtml } from '../mail/html.ts';
import { type MailContent, renderMail } from '../mail/layout.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { ClaimedDelivery } from './repo.ts';

function templateImage(publicUrl: string, templateId: number): string {
  const category = findTemplate(templateId)?.category ?? 'Greeting';
  return `<p style="margin:0 0 24px;text-align:center"><img src="${escapeHtml(`${publicUrl}/templates/${templateId}.png`)}" width="240" height="320" alt="${escapeHtml(`${category} card`)}" style="border-radius:16px;max-width:100%;height:auto;border:1px solid #ead9cc"></p>`;
}

/**
 * The recipient's e-mail. An anonymous card names its sender nowhere: not in the subject, the
 * body, Reply-To or any header (the From is always the product's own address).
 */
function cardMail(claim: ClaimedDelivery, publicUrl: string): OutgoingMail {
  const { card } = claim;
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
  return {
    to: card.recipient_email,
    ...content,
    ...(!isAnonymous && card.sender_email ? { replyTo: card.sender_email } : {}),
  };
}

function openedNotice(claim: ClaimedDelivery, publicUrl: string): OutgoingMail {
  const content: MailContent = renderMail({
    subject: `Your card to ${claim.card.recipient_name} was opened`,
    preheader: 'Your card has been seen.',
    heading: `Your card to ${claim.card.recipient_name} was opened`,
    paragraphs: [
      `Hello ${claim.senderAccountName}, ${claim.card.recipient_name} just opened the card you sent. We thought you'd like to know.`,
    ],
    action: { label: 'See your cards', url: `${publicUrl}/dashboard` },
  });
  return { to: claim.senderAccountEmail, ...content };
}

function replyNotice(claim: ClaimedDelivery, publicUrl: string): OutgoingMail {
  const content = renderMail({
    subject: `${claim.card.recipient_name} replied to your card`,
    preheader: claim.card.reply_text ?? '',
    heading: `${claim.card.recipient_name} sent you a thank-you`,
    paragraphs: [`“${claim.card.reply_text ?? ''}”`, `— ${claim.card.recipient_name}`],
    action: { label: 'See your cards', url: `${publicUrl}/dashboard` },
  });
  return { to: claim.senderAccountEmail, ...content };
}

/** The e-mail a delivery stands for. */
export function mailFor(claim: ClaimedDelivery, publicUrl: string): OutgoingMail {
  switch (claim.delivery.kind) {
    case 'card':
      return cardMail(claim, publicUrl);
    case 'opened_notice':
      return openedNotice(claim, publicUrl);
    case 'reply_notice':
      return replyNotice(claim, publicUrl);
  }
}
