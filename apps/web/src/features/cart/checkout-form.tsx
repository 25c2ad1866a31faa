import { DEFAULT_CHECKOUT_FEES, type DeliveryOption } from '@greetly/domain/catalog/checkout';
import { DELIVERY_COUNTRIES } from '@greetly/domain/catalog/countries';
import { formatNaira } from '@greetly/domain/money';
import type { SavedAddress } from '@greetly/domain/schemas/orders-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CheckboxField } from '../../components/forms/checkbox-field';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-errors';
import { reportUnauthorized } from '../../lib/session-events';
import { apiErrorOf, applyFieldIssues, requestFailureMessage } from '../session/account-errors';
import { reloadAccountCart } from './cart-store';
import { AddressFields } from './checkout-address';
import {
  checkoutKeys,
  fetchAddresses,
  fetchGiftCards,
  fetchQuote,
  isRefusal,
  placeOrder,
} from './checkout-api';
import { DeliveryOptions, GiftCardChoice, PaymentMethods } from './checkout-fields';
import { CheckoutSummary } from './checkout-summary';
import { blockedText } from './checkout-unavailable';
import {
  ADDRESS_KEYS,
  CHECKOUT_FIELDS,
  type CheckoutFormInput,
  type CheckoutFormOutput,
  checkoutFormSchema,
} from './checkout-values';
import { CouponField } from './coupon-field';
import { forgetGiftForCard } from './gift-for-card';

/** A saved country the select does not offer any more is left for the buyer to choose. */
const isUsable = (key: (typeof ADDRESS_KEYS)[number], value: string) =>
  key !== 'country' || (DELIVERY_COUNTRIES as readonly string[]).includes(value);

const COUPON_REFUSED = 'Remove this code or enter another before you pay.';

interface Failure {
  message: string;
  /** The cart changed under the order (sold out, emptied): the way back to it. */
  toCart: boolean;
}

function PlaceFailure({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-rose/40 bg-blush px-4 py-3 text-sm font-medium text-rose-dark"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        {failure.message}
        {failure.toCart && (
          <>
            {' '}
            {/* The cart is read afresh on the way: the server's stock changed under it. */}
            <Link
              to="/cart"
              onClick={reloadAccountCart}
              className="font-semibold underline underline-offset-2"
            >
              Back to your cart
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

function Section({ children }: { children: ReactNode }) {
  return (
    <section className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6">
      {children}
    </section>
  );
}

/**
 * The checkout of the signed-in account's cart: the choices on the left, the server's quote of
 * them on the right (priced again whenever the delivery, the gift bag or the coupon changes), and
 * Confirm, which places the order and goes to pay.
 */
export function CheckoutForm({
  initialDelivery,
  initialCardId,
  cart,
  cartSettled,
  emptyCart,
}: {
  initialDelivery: DeliveryOption;
  initialCardId: string | undefined;
  /** The cart's lines as a signature: a quote is of one cart. */
  cart: string;
  /** The server holds the cart as shown (no change on its way). */
  cartSettled: boolean;
  /** Shown instead of the form when the server finds nothing in the cart to buy. */
  emptyCart: ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    getFieldState,
    // Subscribed to, so getFieldState knows which fields the buyer has left.
    formState: { errors, isSubmitted, touchedFields: _touched },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      deliveryOption: initialDelivery,
      giftBag: false,
      paymentMethod: 'card',
      cardId: initialCardId ?? '',
      // The country stays unchosen (the select's placeholder) until the buyer or a saved address sets it.
      address: { name: '', phone: '', street: '', city: '', state: '' },
    },
  });
  const deliveryOption = useWatch({ control, name: 'deliveryOption' }) as DeliveryOption;
  const giftBag = useWatch({ control, name: 'giftBag' }) === true;
  const cardId = useWatch({ control, name: 'cardId' });

  const [coupon, setCoupon] = useState<string | undefined>(undefined);
  const [couponError, setCouponError] = useState('');
  const couponRef = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isPlacing, setIsPlacing] = useState(false);
  // Set at once (a state update waits for the next render): a second press never places twice.
  const placing = useRef(false);

  const choices = { deliveryOption, giftBag, couponCode: coupon };
  const quote = useQuery({
    queryKey: checkoutKeys.quote(choices, cart),
    queryFn: ({ signal }) => fetchQuote(choices, signal),
    enabled: cartSettled,
    placeholderData: keepPreviousData,
    // A refusal (an empty cart) is an answer; only a failure to get one is tried again.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiRequestError && error.status < 500),
  });
  const addresses = useQuery({
    queryKey: checkoutKeys.addresses,
    queryFn: ({ signal }) => fetchAddresses(signal),
  });
  const giftCards = useQuery({
    queryKey: checkoutKeys.giftCards(cart),
    queryFn: ({ signal }) => fetchGiftCards(signal),
    enabled: deliveryOption === 'gift',
  });

  // The most recent saved address, when it arrives, fills only the fields the buyer has not
  // touched: a field holding what they typed (the fields start empty), one they went into and
  // left (even emptied on purpose) and the one they are in now all stay theirs.
  const savedAddress = addresses.data?.[0];
  useEffect(() => {
    if (!savedAddress) return;
    for (const key of ADDRESS_KEYS) {
      const name = `address.${key}` as const;
      const isBeingTyped = document.activeElement?.getAttribute('name') === name;
      if (getValues(name) || getFieldState(name).isTouched || isBeingTyped) continue;
      if (isUsable(key, savedAddress[key])) setValue(name, savedAddress[key]);
    }
  }, [savedAddress, getFieldState, getValues, setValue]);

  // A card that cannot carry the gifts (or is not the buyer's) is not kept chosen.
  useEffect(() => {
    const cards = giftCards.data;
    if (!cards || !cardId) return;
    if (!cards.some((card) => card.id === cardId && card.fitsCart)) setValue('cardId', '');
  }, [giftCards.data, cardId, setValue]);

  const fillFromSaved = (address: SavedAddress) => {
    for (const key of ADDRESS_KEYS) {
      setValue(`address.${key}`, isUsable(key, address[key]) ? address[key] : '', {
        shouldValidate: isSubmitted,
        shouldDirty: true,
      });
    }
  };

  const priced = quote.data && !quote.isPlaceholderData && !quote.isFetching ? quote.data : null;
  // The operator's fees come with the server's quote; the spec's figures until it answers.
  const fees = quote.data?.fees ?? DEFAULT_CHECKOUT_FEES;
  // A gift sold out or short in the cart: placing would refuse it, so Confirm waits for the buyer.
  const blocked = blockedText(quote.data?.unavailable ?? []);
  const couponOutcome =
    coupon && priced?.coupon && priced.coupon.code === coupon ? priced.coupon : null;

  const submit = handleSubmit(async (values) => {
    if (placing.current || !priced || blocked) return;
    if (coupon && couponOutcome && !couponOutcome.ok) {
      setCouponError(`${couponOutcome.message ?? 'This code is not valid'}. ${COUPON_REFUSED}`);
      couponRef.current?.focus();
      return;
    }
    placing.current = true;
    setIsPlacing(true);
    setFailure(null);
    setCouponError('');
    try {
      const answer = await placeOrder({
        deliveryOption: values.deliveryOption,
        giftBag: values.giftBag,
        address: values.address,
        paymentMethod: values.paymentMethod,
        ...(values.deliveryOption === 'gift' && values.cardId ? { cardId: values.cardId } : {}),
        ...(priced.coupon?.ok ? { couponCode: priced.coupon.code } : {}),
      });
      // The gift has been chosen: the marketplace no longer speaks of the card.
      forgetGiftForCard();
      if (answer.payment) {
        // To the provider's page: the button stays busy until the browser leaves.
        window.location.assign(answer.payment.redirectUrl);
        return;
      }
      // The server took the ordered gifts out of the cart: the navigation bar's count follows.
      reloadAccountCart();
      await navigate(`/orders/${answer.order.number}`);
    } catch (error) {
      placing.current = false;
      setIsPlacing(false);
      if (error instanceof ApiRequestError && error.status === 401) {
        reportUnauthorized();
        return;
      }
      if (isRefusal(error, 'out_of_stock') || isRefusal(error, 'cart_empty')) {
        setFailure({ message: requestFailureMessage(error), toCart: true });
        void queryClient.invalidateQueries({ queryKey: ['checkout'] });
        return;
      }
      if (isRefusal(error, 'gift_card_unavailable')) {
        void queryClient.invalidateQueries({ queryKey: ['checkout', 'gift-cards'] });
      }
      const couponIssue = apiErrorOf(error)?.issues?.find((issue) => issue.path === 'couponCode');
      if (couponIssue) {
        setCouponError(couponIssue.message);
        couponRef.current?.focus();
      }
      if (!applyFieldIssues(error, CHECKOUT_FIELDS, setError) && !couponIssue) {
        setFailure({ message: requestFailureMessage(error), toCart: false });
      }
    }
  });

  if (quote.isError && isRefusal(quote.error, 'cart_empty')) return emptyCart;

  const confirmLabel = isPlacing
    ? 'Placing your order…'
    : priced
      ? `Confirm and pay ${formatNaira(priced.totalKobo)}`
      : 'Confirm and pay';

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        id="checkout-form"
        aria-label="Checkout"
        noValidate
        onSubmit={(event) => {
          if (placing.current) {
            event.preventDefault();
            return;
          }
          void submit(event);
        }}
        className="space-y-6"
      >
        <Section>
          <DeliveryOptions
            input={(option) => ({ value: option, ...register('deliveryOption') })}
            error={errors.deliveryOption?.message}
            fees={fees}
          />
          {deliveryOption === 'gift' && (
            <div className="mt-6 border-t border-line pt-6">
              <GiftCardChoice
                cards={giftCards.data}
                isLoading={giftCards.isPending}
                loadFailed={giftCards.isError}
                onRetry={() => void giftCards.refetch()}
                input={(id) => ({ value: id, ...register('cardId') })}
                error={errors.cardId?.message}
              />
            </div>
          )}
        </Section>
        <Section>
          <AddressFields
            register={register}
            errors={errors.address}
            saved={addresses.data ?? []}
            onUseSaved={fillFromSaved}
          />
        </Section>
        <Section>
          <CheckboxField
            label={
              <>
                <span className="font-semibold">Add a gift bag</span> (
                {formatNaira(fees.giftBagKobo)} per shop): each shop wraps its parcel in a Greetly
                gift bag.
              </>
            }
            error={errors.giftBag?.message}
            {...register('giftBag')}
          />
        </Section>
        <Section>
          <PaymentMethods
            input={(method) => ({ value: method, ...register('paymentMethod') })}
            error={errors.paymentMethod?.message}
          />
        </Section>
        <Section>
          <CouponField
            applied={coupon}
            outcome={couponOutcome}
            error={couponError}
            inputRef={couponRef}
            onApply={(code) => {
              setCouponError('');
              setCoupon(code);
            }}
          />
        </Section>
      </form>
      <CheckoutSummary
        quote={quote.data}
        isUpdating={cartSettled ? quote.isFetching || quote.isPlaceholderData : true}
      >
        <div className="mt-6 space-y-3">
          <PlaceFailure failure={failure} />
          {quote.isError && !quote.data && (
            <p role="alert" className="text-sm text-plum">
              Your order could not be priced.{' '}
              <Button variant="ghost" size="sm" onClick={() => void quote.refetch()}>
                Try again
              </Button>
            </p>
          )}
          <Button
            type="submit"
            form="checkout-form"
            size="lg"
            disabled={isPlacing || !priced || blocked !== null}
            aria-busy={isPlacing}
            aria-describedby={blocked ? 'checkout-blocked' : undefined}
            className="w-full"
          >
            {isPlacing && (
              <span
                aria-hidden="true"
                className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {confirmLabel}
          </Button>
          {blocked && (
            <p id="checkout-blocked" className="text-center text-sm font-medium text-rose-dark">
              {blocked}
            </p>
          )}
          <p className="text-center text-sm text-plum-soft">
            You pay on Paystack’s page; your order is placed when you confirm.
          </p>
        </div>
      </CheckoutSummary>
    </div>
  );
}
