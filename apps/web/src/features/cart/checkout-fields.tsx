import {
  type CheckoutFees,
  DELIVERY_OPTION_LABELS,
  DELIVERY_OPTIONS,
  type DeliveryOption,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@greetly/domain/catalog/checkout';
import { formatNaira } from '@greetly/domain/money';
import type { GiftCardOption } from '@greetly/domain/schemas/orders-api';
import { Gift, Lock, Truck } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { FieldNotes } from '../../components/forms/field-parts';

type RadioInput = Omit<ComponentProps<'input'>, 'type'>;

/** A radio group: a fieldset whose legend names it, with its error under the choices. */
export function RadioGroup({
  legend,
  hint,
  error,
  errorId,
  children,
}: {
  legend: string;
  hint?: ReactNode;
  error?: string;
  /** The id the error gets (each radio names it in its aria-describedby). */
  errorId: string;
  children: ReactNode;
}) {
  const hintId = `${errorId.replace(/-error$/, '')}-hint`;
  return (
    <fieldset className="min-w-0" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-3 text-lg font-bold text-plum">{legend}</legend>
      {hint && (
        <div id={hintId} className="-mt-1 mb-3 text-sm text-plum-soft">
          {hint}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      <FieldNotes id={errorId.replace(/-error$/, '')} error={error} />
    </fieldset>
  );
}

/** One choice of a RadioGroup, drawn as a card; a disabled one says why under its label. */
export function RadioCard({
  label,
  description,
  note,
  icon,
  errorId,
  error,
  ...input
}: RadioInput & {
  label: ReactNode;
  description?: ReactNode;
  /** Why the choice cannot be taken (shown under it and read with it). */
  note?: string | null;
  icon?: ReactNode;
  errorId: string;
  error?: string;
}) {
  const id = useId();
  const noteId = note ? `${id}-note` : '';
  const describedByIds = [description ? `${id}-description` : '', noteId, error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-2xl border-2 border-line bg-white p-4 transition has-checked:border-rose has-checked:bg-blush/40 has-disabled:cursor-not-allowed has-disabled:bg-cream-deep/50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold"
    >
      <input
        id={id}
        type="radio"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds || undefined}
        className="mt-1 size-4 shrink-0 accent-rose focus:outline-none"
        {...input}
      />
      {icon && <span className="mt-0.5 shrink-0 text-rose-dark">{icon}</span>}
      <span className="min-w-0 flex-1">
        <span id={`${id}-label`} className="block font-semibold break-words text-plum">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="mt-0.5 block text-sm text-plum-soft">
            {description}
          </span>
        )}
        {note && (
          <span id={noteId} className="mt-1 block text-sm text-rose-dark">
            {note}
          </span>
        )}
      </span>
    </label>
  );
}

/** Each option's price and promise, at the fees the server's quote used. */
function deliveryDescription(option: DeliveryOption, fees: CheckoutFees): string {
  return option === 'fast'
    ? `${formatNaira(fees.fastDeliveryPerShopKobo)} per shop: on its way as soon as the shop has it ready.`
    : `${formatNaira(fees.giftDeliveryPerShopKobo)} per shop: arrives on the day of one of your scheduled cards.`;
}

/** Fast delivery or gift delivery with a card, priced at the operator's fees. */
export function DeliveryOptions({
  input,
  error,
  fees,
}: {
  input: (option: DeliveryOption) => RadioInput;
  error?: string;
  fees: CheckoutFees;
}) {
  const errorId = 'checkout-delivery-error';
  return (
    <RadioGroup legend="Delivery option" error={error} errorId={errorId}>
      {DELIVERY_OPTIONS.map((option) => (
        <RadioCard
          key={option}
          label={DELIVERY_OPTION_LABELS[option]}
          description={deliveryDescription(option, fees)}
          icon={
            option === 'fast' ? (
              <Truck aria-hidden="true" className="size-5" />
            ) : (
              <Gift aria-hidden="true" className="size-5" />
            )
          }
          errorId={errorId}
          error={error}
          {...input(option)}
        />
      ))}
    </RadioGroup>
  );
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-04' → 'Friday, 4 December 2026' (the card's own day, whatever this browser's zone). */
export function dayText(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** Which of the buyer's scheduled cards the gifts travel with; none is a choice too. */
export function GiftCardChoice({
  cards,
  isLoading,
  loadFailed,
  onRetry,
  input,
  error,
}: {
  cards: readonly GiftCardOption[] | undefined;
  isLoading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  input: (cardId: string) => RadioInput;
  error?: string;
}) {
  const errorId = 'checkout-card-error';
  if (isLoading) {
    return (
      <p role="status" className="text-plum-soft">
        Looking for your scheduled cards…
      </p>
    );
  }
  if (loadFailed) {
    return (
      <p role="alert" className="text-plum">
        Your scheduled cards could not be loaded.{' '}
        <button
          type="button"
          onClick={onRetry}
          className="font-semibold text-rose-dark underline underline-offset-2"
        >
          Try again
        </button>
      </p>
    );
  }
  const hasCards = (cards?.length ?? 0) > 0;
  return (
    <RadioGroup
      legend="The card your gifts go with"
      hint={
        hasCards ? (
          'The gifts arrive on the card’s day. You can also choose no card.'
        ) : (
          <>
            You have no scheduled cards yet.{' '}
            <Link
              to="/schedule-template"
              className="font-semibold text-rose-dark underline underline-offset-2"
            >
              Schedule a card
            </Link>
            , or go on without one.
          </>
        )
      }
      error={error}
      errorId={errorId}
    >
      <RadioCard
        label="No card"
        description="The gifts go on their own, as soon as they are ready."
        errorId={errorId}
        error={error}
        {...input('')}
      />
      {cards?.map((card) => (
        <RadioCard
          key={card.id}
          label={`Card for ${card.recipientName}`}
          description={`Arrives ${dayText(card.deliverOn)}`}
          note={card.fitsCart ? null : card.message}
          disabled={!card.fitsCart}
          errorId={errorId}
          error={error}
          {...input(card.id)}
        />
      ))}
    </RadioGroup>
  );
}

/** Card, bank transfer or USSD: all paid on Paystack's page. */
export function PaymentMethods({
  input,
  error,
}: {
  input: (method: (typeof PAYMENT_METHODS)[number]) => RadioInput;
  error?: string;
}) {
  const errorId = 'checkout-payment-error';
  return (
    <RadioGroup
      legend="Payment method"
      hint={
        <p className="flex items-start gap-2">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          You pay on Paystack’s secure page, whichever you choose: your card or bank details never
          reach Greetly.
        </p>
      }
      error={error}
      errorId={errorId}
    >
      {PAYMENT_METHODS.map((method) => (
        <RadioCard
          key={method}
          label={PAYMENT_METHOD_LABELS[method]}
          errorId={errorId}
          error={error}
          {...input(method)}
        />
      ))}
    </RadioGroup>
  );
}
