import { findTemplate } from '@greetly/domain';
import { onDemand } from '../../platform/lib/on-demand.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import { optOutLinks } from './optouts/links.ts';
import { cardLink } from './present.ts';
import type { CardRow } from './repo.ts';

/**
 * The compiled templates, loaded with the first card mail (as the account mails are, see
 * mail/account-mails.ts): a server that only serves pages and cards never loads React.
 */
const templates = onDemand(() => import('./mail-templates.tsx'));

/** A card with the account that sent it, as the card's mails need them. */
export interface CardWithSender {
  card: CardRow;
  accountEmail: string;
  accountName: string;
  isAccountVerified: boolean;
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
 * body, Reply-To or any header (the From is always the product's own address). `optOutToken`
 * (optouts/tokens.ts) goes into the footer's stop links and the one-click List-Unsubscribe.
 */
export async function cardMail(
  entry: CardWithSender,
  publicUrl: string,
  optOutToken: string,
): Promise<OutgoingMail> {
  const { cardTemplate } = await templates();
  const { card } = entry;
  const isAnonymous = card.is_anonymous === 1;
  const sender = card.sender_name;
  const subject = isAnonymous ? 'Someone sent you a card' : `${sender} sent you a card`;
  const links = optOutLinks(publicUrl, optOutToken);
  const content = cardTemplate.fill({
    subject,
    intro: isAnonymous
      ? 'Someone who thinks of you made you a personal card. Open the gift box to see it.'
      : `${sender} made you a personal card. Open the gift box to see it.`,
    recipientName: card.recipient_name,
    cardUrl: cardLink(publicUrl, card),
    imageUrl: `${publicUrl}/templates/${card.template_id}.png`,
    imageAlt: `${findTemplate(card.template_id)?.category ?? 'Greeting'} card`,
    stopSenderUrl: links.stopSender,
    stopAllUrl: links.stopAll,
    privacyUrl: `${publicUrl}/privacy`,
  });
  const replyTo = replyToOf(entry);
  return {
    to: card.recipient_email,
    subject,
    ...content,
    // RFC 8058: the mail client's own "Unsubscribe" posts to this URL, with no page in between.
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(replyTo ? { replyTo } : {}),
  };
}

/** Tells the sender their card was opened. */
export async function openedNoticeMail(
  entry: CardWithSender,
  publicUrl: string,
): Promise<OutgoingMail> {
  const { openedNoticeTemplate } = await templates();
  const { card } = entry;
  return {
    to: entry.accountEmail,
    subject: `Your card to ${card.recipient_name} was opened`,
    ...openedNoticeTemplate.fill({
      recipientName: card.recipient_name,
      accountName: entry.accountName,
      dashboardUrl: `${publicUrl}/dashboard`,
    }),
  };
}

/** Passes the recipient's thank-you on to the sender. */
export async function replyNoticeMail(
  entry: CardWithSender,
  publicUrl: string,
): Promise<OutgoingMail> {
  const { replyNoticeTemplate } = await templates();
  const { card } = entry;
  const reply = card.reply_text ?? '';
  return {
    to: entry.accountEmail,
    subject: `${card.recipient_name} replied to your card`,
    ...replyNoticeTemplate.fill({
      recipientName: card.recipient_name,
      // The inbox shows the first words; the preheader is cut where React Email cuts it.
      preheader: reply.slice(0, 150),
      reply,
      dashboardUrl: `${publicUrl}/dashboard`,
    }),
  };
}
