import { formatNaira } from '@greetly/domain/money';
import {
  CARD_PAYMENT_STATUS_LABELS,
  type CardPaymentStatus,
} from '@greetly/domain/schemas/plans-api';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { ApiRequestError } from '../../lib/api-errors';
import { placedOn } from '../orders/order-text';
import { fetchPayments, PAYMENTS_KEY } from './plans-api';

const STATUS_STYLES: Record<CardPaymentStatus, string> = {
  initialized: 'bg-gold-light text-plum',
  paid: 'bg-mint-light text-plum',
  failed: 'bg-rose text-white',
  abandoned: 'bg-cream-deep text-plum-soft',
  refunded: 'bg-blush text-rose-dark',
};

const errorText = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.message
    ? error.body.message
    : 'Network error. Please check your connection.';

/** 'Payments' on the dashboard: the account's card and credit-pack payments, newest first. */
export function PaymentsSection() {
  const payments = useQuery({
    queryKey: PAYMENTS_KEY,
    queryFn: ({ signal }) => fetchPayments(signal),
  });
  const rows = payments.data?.payments;
  return (
    <section
      aria-labelledby="payments-title"
      className="min-w-0 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
      data-testid="payments"
    >
      <h2 id="payments-title" className="font-display text-2xl font-bold">
        Payments
      </h2>
      {payments.isPending && <p className="mt-4 text-plum-soft">Loading your payments…</p>}
      {payments.isError && (
        <p className="mt-4 text-rose-dark" role="alert">
          {errorText(payments.error)}
        </p>
      )}
      {rows && rows.length === 0 && (
        <div className="mt-4 flex items-start gap-3 rounded-2xl bg-cream p-4 text-plum-soft">
          <Receipt aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            No payments yet. Premium cards you pay for and card credits you buy will be listed here.
          </p>
        </div>
      )}
      {rows && rows.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {rows.map((payment) => (
            <li
              key={payment.reference}
              className="rounded-2xl border border-line p-4"
              data-testid="payment-row"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="min-w-0 break-words font-semibold text-plum">{payment.description}</p>
                <p className="font-display text-lg font-bold text-plum lining-nums">
                  {formatNaira(payment.amountKobo)}
                </p>
              </div>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-plum-soft">
                <time dateTime={payment.createdAt}>{placedOn(payment.createdAt)}</time>
                <span aria-hidden="true">·</span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[payment.status]}`}
                >
                  {CARD_PAYMENT_STATUS_LABELS[payment.status]}
                </span>
                {payment.refundedKobo > 0 && payment.status !== 'refunded' && (
                  <span>{formatNaira(payment.refundedKobo)} refunded</span>
                )}
              </p>
              <p className="mt-1 text-xs text-plum-soft">
                Reference <span className="font-mono break-all text-plum">{payment.reference}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
