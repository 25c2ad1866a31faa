/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { compileMailTemplate } from '../../../platform/mail/templates/compile.ts';
import { MailLayout, MailParagraph } from '../../../platform/mail/templates/layout.tsx';

/** The receipt of a card or pack payment: what for, the amount, the reference, the date. */
export const receiptTemplate = await compileMailTemplate(
  ['amount', 'forWhat', 'reference', 'date', 'pageUrl'],
  (slot) => (
    <MailLayout
      title={`Your receipt: ${slot.amount}`}
      preheader={`Thank you: we received ${slot.amount} for ${slot.forWhat}.`}
      heading="Thank you for your payment"
      action={{ label: 'See my payments', url: slot.pageUrl }}
    >
      <MailParagraph>
        We received {slot.amount} for {slot.forWhat}.
      </MailParagraph>
      <MailParagraph>Reference: {slot.reference}</MailParagraph>
      <MailParagraph>Paid on: {slot.date}</MailParagraph>
    </MailLayout>
  ),
);

/** "Your payment was refunded": a cancelled paid card (or a payment that came too late). */
export const refundTemplate = await compileMailTemplate(
  ['amount', 'forWhat', 'reference', 'pageUrl'],
  (slot) => (
    <MailLayout
      title={`${slot.amount} refunded`}
      preheader={`We refunded ${slot.amount} for ${slot.forWhat}.`}
      heading="Your payment was refunded"
      action={{ label: 'See my payments', url: slot.pageUrl }}
      footnote="A refund can take a few working days to show on your statement."
    >
      <MailParagraph>
        We refunded {slot.amount} for {slot.forWhat}: the card was cancelled before it went out.
      </MailParagraph>
      <MailParagraph>Reference: {slot.reference}</MailParagraph>
    </MailLayout>
  ),
);
