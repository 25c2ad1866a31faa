import { PREMIUM_CARD_PRICE } from '@greetly/domain/catalog/pricing';
import { formatNaira } from '@greetly/domain/money';
import { CREDIT_REASON_LABELS } from '@greetly/domain/schemas/plans-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Ticket } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-errors';
import { placedOn } from '../orders/order-text';
import { buyPack, CREDITS_KEY, fetchCredits, PAYMENTS_KEY, verifyPack } from './plans-api';

/** History rows shown: the newest few; the payments list has the rest of the story. */
const HISTORY_SHOWN = 5;

const errorText = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.message
    ? error.body.message
    : 'Network error. Please check your connection.';

/** A pack's reference (decision 0034): the provider sends the buyer back to /dashboard with it. */
const isPackReference = (reference: string | null): reference is string =>
  reference?.startsWith('PK-') === true;

/**
 * 'Card credits' on the dashboard: the balance (each credit pays for one ₦800 card, on its own),
 * its history, and the pack on offer. Back from paying for a pack (?reference=PK-…), the payment
 * is checked once and the answer said, with the focus on it.
 */
export function CardCreditsCard() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const returned = searchParams.get('reference') ?? searchParams.get('trxref');
  const reference = isPackReference(returned) ? returned : null;

  const verify = useMutation({
    mutationFn: verifyPack,
    onSuccess: ({ credits, payments }) => {
      queryClient.setQueryData(CREDITS_KEY, credits);
      queryClient.setQueryData(PAYMENTS_KEY, payments);
    },
    onSettled: () => {
      // The reference has done its work; a reload only reads the balance.
      const next = new URLSearchParams(searchParams);
      next.delete('reference');
      next.delete('trxref');
      setSearchParams(next, { replace: true });
    },
  });
  const verifiedReference = useRef<string | null>(null);
  useEffect(() => {
    if (!reference || verifiedReference.current !== null) return;
    verifiedReference.current = reference;
    verify.mutate(reference);
  }, [reference, verify]);
  const isChecking = verify.isPending || (reference !== null && verify.isIdle);

  const credits = useQuery({
    queryKey: CREDITS_KEY,
    queryFn: ({ signal }) => fetchCredits(signal),
    enabled: !isChecking,
  });
  const buy = useMutation({
    mutationFn: buyPack,
    onSuccess: (redirectUrl) => window.location.assign(redirectUrl),
  });

  const result = useRef<HTMLParagraphElement>(null);
  const answered = verify.isSuccess || verify.isError;
  useEffect(() => {
    if (answered) result.current?.focus();
  }, [answered]);

  const pack = credits.data?.pack;
  const added = verify.data?.payment?.status === 'paid';
  const balance = credits.data?.balance ?? 0;
  return (
    <section
      aria-labelledby="card-credits-title"
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
      data-testid="card-credits"
    >
      <h2
        id="card-credits-title"
        className="flex items-center gap-2 font-display text-2xl font-bold"
      >
        <Ticket aria-hidden="true" className="size-6 text-rose-dark" />
        Card credits
      </h2>
      {isChecking && (
        <p className="mt-4 font-semibold text-plum" role="status">
          Checking your payment…
        </p>
      )}
      {answered && (
        <p
          ref={result}
          tabIndex={-1}
          role="status"
          className={`mt-4 flex items-start gap-2 rounded-2xl p-3 font-semibold ${
            added ? 'bg-mint-light text-plum' : 'bg-blush text-rose-dark'
          }`}
        >
          {added ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          )}
          {verify.isError
            ? `We couldn’t check your payment: ${errorText(verify.error)}`
            : added
              ? `Added ${verify.data?.payment?.credits ?? pack?.credits ?? 5} credits`
              : 'Your payment for the credits didn’t go through. Nothing was added.'}
        </p>
      )}
      {credits.isPending && !isChecking && (
        <p className="mt-4 text-plum-soft">Loading your credits…</p>
      )}
      {credits.isError && (
        <p className="mt-4 text-rose-dark" role="alert">
          {errorText(credits.error)}
        </p>
      )}
      {credits.isSuccess && (
        <>
          <p
            className="mt-4 font-display text-4xl font-bold text-plum lining-nums"
            data-testid="credit-balance"
          >
            {balance} {balance === 1 ? 'credit' : 'credits'}
          </p>
          <p className="mt-1 text-sm text-plum-soft">
            Each credit pays for one {formatNaira(PREMIUM_CARD_PRICE)} card, on its own, when you
            send it.
          </p>
          {pack && (
            <div className="mt-5 rounded-2xl bg-gold-light/70 p-4 ring-1 ring-gold/60">
              <p className="font-semibold text-plum">
                {pack.credits} cards for the price of{' '}
                {Math.round(pack.priceKobo / PREMIUM_CARD_PRICE)} — {formatNaira(pack.priceKobo)}
              </p>
              <Button
                className="mt-3"
                onClick={() => buy.mutate()}
                disabled={buy.isPending || buy.isSuccess}
                aria-busy={buy.isPending}
              >
                Buy {pack.credits} credits
              </Button>
              {buy.isError && (
                <p className="mt-2 text-sm text-rose-dark" role="alert">
                  {errorText(buy.error)}
                </p>
              )}
            </div>
          )}
          {credits.data.history.length > 0 && (
            <>
              <h3 className="mt-6 font-sans text-sm font-semibold uppercase tracking-wider text-plum-soft">
                History
              </h3>
              <ul className="mt-2 divide-y divide-line text-sm">
                {credits.data.history.slice(0, HISTORY_SHOWN).map((row) => (
                  <li
                    key={`${row.createdAt}-${row.reason}-${row.cardId ?? ''}`}
                    className="flex items-baseline justify-between gap-3 py-2"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium text-plum">
                        {CREDIT_REASON_LABELS[row.reason]}
                      </span>
                      <time dateTime={row.createdAt} className="text-plum-soft">
                        {placedOn(row.createdAt)}
                      </time>
                    </span>
                    <span className="font-semibold whitespace-nowrap text-plum">
                      {row.delta > 0 ? `+${row.delta}` : `−${Math.abs(row.delta)}`}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
