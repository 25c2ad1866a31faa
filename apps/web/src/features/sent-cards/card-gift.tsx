import { ORDER_STATUS_LABELS } from '@greetly/domain/catalog/checkout';
import type { SenderCardGift, SenderCardSummary } from '@greetly/domain/schemas/card-api';
import { ChevronRight, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { rememberGiftForCard } from '../cart/gift-for-card';
import { FulfilmentBadge, OrderStatusBadge } from '../orders/order-parts';

/** A gift can travel only with a card still waiting for its day (the checkout lists no other). */
export const canAddGift = (card: SenderCardSummary) =>
  card.status === 'scheduled' && card.gift === null;

/** "Add a gift": to the marketplace, with the card remembered for the checkout. */
export function AddGiftLink({
  card,
  size,
  variant = 'secondary',
}: {
  card: SenderCardSummary;
  size?: 'sm';
  variant?: 'primary' | 'secondary';
}) {
  return (
    <ButtonLink
      to="/marketplace"
      size={size}
      variant={variant}
      aria-label={`Add a gift to the card to ${card.recipientName}`}
      onClick={() => rememberGiftForCard({ id: card.id, recipientName: card.recipientName })}
    >
      <Gift aria-hidden="true" className="size-4" />
      Add a gift
    </ButtonLink>
  );
}

/** The small tag of a card in the list that has a gift travelling with it. */
export function GiftTag({ gift }: { gift: SenderCardGift }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-blush px-3 py-0.5 text-xs font-semibold text-rose-dark">
      <Gift aria-hidden="true" className="size-3.5" />
      {gift.status === 'paid' ? 'Gift' : `Gift: ${ORDER_STATUS_LABELS[gift.status].toLowerCase()}`}
    </span>
  );
}

/**
 * On the sender's own card: its day, then the gift travelling with it (the order and each
 * shop's part), so card and gift read as one timeline; or, for a card still scheduled with no
 * gift, the way to add one.
 */
export function CardAndGift({ card, when }: { card: SenderCardSummary; when: string }) {
  const gift = card.gift;
  if (!gift && !canAddGift(card)) return null;
  return (
    <section
      aria-labelledby="card-and-gift"
      className="mx-auto mt-8 max-w-3xl rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60 sm:p-6"
    >
      <h2 id="card-and-gift" className="font-display text-xl font-bold text-plum">
        {gift ? 'Your card and its gift' : 'A gift to go with it?'}
      </h2>
      <ol className="mt-4 grid gap-4 border-l-2 border-rose-light pl-5">
        <li className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[27px] size-3 rounded-full bg-rose ring-4 ring-white"
          />
          <p className="font-semibold text-plum">Card to {card.recipientName}</p>
          <p className="text-sm text-plum-soft">{when}</p>
        </li>
        <li className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[27px] size-3 rounded-full bg-gold ring-4 ring-white"
          />
          {gift ? (
            <GiftOrder gift={gift} />
          ) : (
            <>
              <p className="text-plum">
                A cake, flowers or a keepsake can arrive on the card’s day, with it.
              </p>
              <div className="mt-3">
                <AddGiftLink card={card} size="sm" variant="primary" />
              </div>
            </>
          )}
        </li>
      </ol>
    </section>
  );
}

function GiftOrder({ gift }: { gift: SenderCardGift }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Link
          to={`/orders/${gift.orderNumber}`}
          className="inline-flex items-center gap-1 font-semibold text-rose-dark hover:underline"
        >
          <Gift aria-hidden="true" className="size-4" />
          Gift: order {gift.orderNumber}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
        <span aria-hidden="true" className="hidden text-plum-soft sm:inline">
          —
        </span>
        <OrderStatusBadge status={gift.status} />
      </p>
      {gift.shipments.length > 0 && (
        <ul aria-label="Its shops" className="mt-3 grid gap-2 text-sm">
          {gift.shipments.map((shipment) => (
            <li
              key={shipment.shopName}
              className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-cream px-3 py-2"
            >
              <span className="min-w-0 break-words text-plum">{shipment.shopName}</span>
              <FulfilmentBadge status={shipment.status} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
