import {
  formatNaira,
  PREMIUM_CARD_PRICE,
  type SenderCard,
  type SenderCardSummary,
} from '@greetly/domain';
import { planEndpoints } from '@greetly/domain/contracts/plans';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { ApiRequestError, api } from '../../lib/api';
import { whenText } from './sent-card-row';

const errorText = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Network error. Please check your connection.';

/** Starts a new payment of a card waiting for payment and sends the browser to the provider. */
export function usePayCard() {
  return useMutation({
    mutationFn: async (id: string) =>
      (await api(planEndpoints.pay, { params: { id } })).payment.redirectUrl,
    onSuccess: (redirectUrl) => window.location.assign(redirectUrl),
  });
}

/** Asks the server about the payment the sender came back from (it applies it once). */
export function verifyCardPayment(id: string, reference: string): Promise<SenderCard> {
  return api(planEndpoints.verifyPayment, { params: { id }, body: { reference } }).then(
    (answer) => answer.card,
  );
}

export function priceOf(card: Pick<SenderCardSummary, 'pricing'>): string {
  return formatNaira(card.pricing?.priceKobo || PREMIUM_CARD_PRICE);
}

/** 'Pay and send' of a card waiting for payment, in the dashboard's list. */
export function PayAndSendButton({ card }: { card: SenderCardSummary }) {
  const pay = usePayCard();
  return (
    <>
      <Button
        size="sm"
        onClick={() => pay.mutate(card.id)}
        disabled={pay.isPending || pay.isSuccess}
        aria-busy={pay.isPending}
        aria-label={`Pay ${priceOf(card)} and send the card to ${card.recipientName}`}
      >
        Pay and send
      </Button>
      {pay.isError && (
        <p className="text-sm text-rose-dark sm:max-w-48 sm:text-right" role="alert">
          {errorText(pay.error)}
        </p>
      )}
    </>
  );
}

function paidHeading(card: SenderCard): string {
  if (card.status === 'scheduled') return 'Paid — your card is scheduled';
  if (card.status === 'waiting') return 'Paid — your card goes out once you confirm your e-mail';
  if (card.status === 'cancelled') return 'This card was cancelled';
  return 'Paid — your card is on its way';
}

/**
 * The card's payment on its own page: the check of the payment the sender came back from
 * ('Checking your payment…', then paid or not, with the focus on the answer), or, for a card
 * still waiting for payment, what it costs and the button to pay.
 */
export function CardPaymentPanel({
  card,
  checking,
  verified,
  checkError,
}: {
  card: SenderCard | undefined;
  checking: boolean;
  /** The card as the payment check answered it; null without a check. */
  verified: SenderCard | null;
  checkError: unknown;
}) {
  const pay = usePayCard();
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = verified !== null || checkError !== null;
  useEffect(() => {
    if (answered) heading.current?.focus();
  }, [answered]);

  if (checking) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line"
      >
        <span className="size-6 animate-spin rounded-full border-4 border-rose-light border-t-rose" />
        <span className="font-semibold">Checking your payment…</span>
      </div>
    );
  }
  const shown = verified ?? card;
  if (!shown) return null;
  const isUnpaid = shown.status === 'awaiting_payment';
  if (!answered && !isUnpaid) return null;

  const payButton = (label: string) => (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Button
        onClick={() => pay.mutate(shown.id)}
        disabled={pay.isPending || pay.isSuccess}
        aria-busy={pay.isPending}
      >
        {label}
      </Button>
      {pay.isError && (
        <p className="text-sm text-rose-dark" role="alert">
          {errorText(pay.error)}
        </p>
      )}
    </div>
  );

  let tone: 'good' | 'bad' | 'waiting';
  let title: string;
  let text: string;
  if (checkError) {
    tone = 'bad';
    title = 'We couldn’t check your payment';
    text = `${errorText(checkError)} Your card waits until it is paid.`;
  } else if (isUnpaid && verified) {
    tone = 'bad';
    title = 'Your payment didn’t go through';
    text = `We couldn’t confirm a payment of ${priceOf(shown)} for this card. It waits until it is paid.`;
  } else if (isUnpaid) {
    tone = 'waiting';
    title = 'Waiting for payment';
    text = `This card costs ${priceOf(shown)}. ${whenText(shown)}.`;
  } else {
    tone = shown.status === 'cancelled' ? 'bad' : 'good';
    title = paidHeading(shown);
    text =
      shown.status === 'cancelled'
        ? 'The payment came after the card was cancelled, so it is refunded.'
        : `Thank you! ${whenText(shown)}.`;
  }
  const Icon = tone === 'good' ? CircleCheck : tone === 'bad' ? CircleAlert : Clock;
  return (
    <section
      aria-labelledby="card-payment-title"
      className={`mt-6 rounded-3xl p-5 ring-1 sm:p-6 ${
        tone === 'good'
          ? 'bg-mint-light/70 ring-mint/30'
          : tone === 'bad'
            ? 'bg-blush ring-rose/30'
            : 'bg-gold-light/70 ring-gold/60'
      }`}
      data-testid="card-payment"
    >
      <h2
        id="card-payment-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-start gap-2 font-display text-xl font-bold text-plum sm:text-2xl"
      >
        <Icon aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {title}
      </h2>
      <p className="mt-2 text-plum-soft">{text}</p>
      {isUnpaid && payButton(verified || checkError ? 'Try paying again' : 'Pay and send')}
    </section>
  );
}
