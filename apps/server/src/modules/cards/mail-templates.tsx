/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Img } from '@react-email/img';
import { compileMailTemplate } from '../../platform/mail/templates/compile.ts';
import {
  FooterText,
  MAIL_COLORS,
  MailLayout,
  MailLink,
  MailParagraph,
} from '../../platform/mail/templates/layout.tsx';

/**
 * The recipient's mail: the template's picture, one button to the card, and a footer with the
 * privacy policy and the two ways to stop cards. Nothing here names the sender except `intro`
 * and `subject`, which the caller words for anonymous cards.
 */
export const cardTemplate = await compileMailTemplate(
  [
    'subject',
    'intro',
    'recipientName',
    'cardUrl',
    'imageUrl',
    'imageAlt',
    'stopSenderUrl',
    'stopAllUrl',
    'privacyUrl',
  ],
  (slot) => (
    <MailLayout
      title={slot.subject}
      preheader="Tap the gift box to open it."
      heading={`${slot.recipientName}, a card is waiting for you`}
      hero={
        <Img
          src={slot.imageUrl}
          width="240"
          height="320"
          alt={slot.imageAlt}
          style={{
            margin: '0 auto 24px',
            borderRadius: '16px',
            maxWidth: '100%',
            height: 'auto',
            border: `1px solid ${MAIL_COLORS.line}`,
          }}
        />
      }
      action={{ label: 'Open your card', url: slot.cardUrl }}
      footnote="This link is just for you. Please do not share it."
      footer={
        <>
          <FooterText>
            Rather not receive cards like this?
            <br />
            <MailLink href={slot.stopSenderUrl}>Stop cards from this sender</MailLink>
            {' · '}
            <MailLink href={slot.stopAllUrl}>Stop all cards</MailLink>
          </FooterText>
          <FooterText>
            <MailLink href={slot.privacyUrl}>Privacy policy</MailLink>
          </FooterText>
        </>
      }
    >
      <MailParagraph>{slot.intro}</MailParagraph>
    </MailLayout>
  ),
);

/** Tells the sender their card was opened. */
export const openedNoticeTemplate = await compileMailTemplate(
  ['recipientName', 'accountName', 'dashboardUrl'],
  (slot) => (
    <MailLayout
      title={`Your card to ${slot.recipientName} was opened`}
      preheader="Your card has been seen."
      heading={`Your card to ${slot.recipientName} was opened`}
      action={{ label: 'See your cards', url: slot.dashboardUrl }}
    >
      <MailParagraph>
        Hello {slot.accountName}, {slot.recipientName} just opened the card you sent. We thought
        you'd like to know.
      </MailParagraph>
    </MailLayout>
  ),
);

/** Passes the recipient's thank-you on to the sender. */
export const replyNoticeTemplate = await compileMailTemplate(
  ['recipientName', 'preheader', 'reply', 'dashboardUrl'],
  (slot) => (
    <MailLayout
      title={`${slot.recipientName} replied to your card`}
      preheader={slot.preheader}
      heading={`${slot.recipientName} sent you a thank-you`}
      action={{ label: 'See your cards', url: slot.dashboardUrl }}
    >
      <MailParagraph>“{slot.reply}”</MailParagraph>
      <MailParagraph>— {slot.recipientName}</MailParagraph>
    </MailLayout>
  ),
);
