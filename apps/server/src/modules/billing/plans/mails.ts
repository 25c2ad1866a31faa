import { formatNaira } from '@greetly/domain';
import { onDemand } from '../../../platform/lib/on-demand.ts';
import type { OutgoingMail } from '../../../platform/mail/mailer.ts';
import type { PaymentRow } from '../ledger/repo.ts';

/** The compiled templates, loaded with the first payment mail. */
const templates = onDemand(() => import('./mail-templates.tsx'));

/** What a payment paid for, in words: 'a card to Ada' or '5 card credits'. */
export function paymentPurposeText(
  payment: Pick<PaymentRow, 'purpose' | 'credits'>,
  recipientName: string | null,
): string {
  if (payment.purpose === 'pack') return `${payment.credits ?? 0} card credits`;
  return recipientName ? `a card to ${recipientName}` : 'a card';
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** The receipt of a confirmed payment, to the account's address. */
export async function receiptMail(
  payment: PaymentRow,
  to: string,
  recipientName: string | null,
  publicUrl: string,
): Promise<OutgoingMail> {
  const { receiptTemplate } = await templates();
  const amount = formatNaira(payment.amount_kobo);
  const forWhat = paymentPurposeText(payment, recipientName);
  return {
    to,
    subject: `Your Greetly receipt: ${amount} for ${forWhat}`,
    ...receiptTemplate.fill({
      amount,
      forWhat,
      reference: payment.reference,
      date: `${dateFormat.format(new Date(payment.paid_at ?? payment.updated_at))} (Lagos time)`,
      pageUrl: `${publicUrl}/dashboard`,
    }),
  };
}

/** Tells the account a card payment was refunded. */
export async function refundMail(
  payment: PaymentRow,
  to: string,
  recipientName: string | null,
  publicUrl: string,
): Promise<OutgoingMail> {
  const { refundTemplate } = await templates();
  const amount = formatNaira(payment.refunded_kobo || payment.amount_kobo);
  const forWhat = paymentPurposeText(payment, recipientName);
  return {
    to,
    subject: `Refunded: ${amount} for ${forWhat}`,
    ...refundTemplate.fill({
      amount,
      forWhat,
      reference: payment.reference,
      pageUrl: `${publicUrl}/dashboard`,
    }),
  };
}
