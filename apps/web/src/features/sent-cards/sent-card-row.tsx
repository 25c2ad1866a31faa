import {
  CARD_STATUS_LABELS,
  type CardStatus,
  findTemplate,
  type SenderCardSummary,
} from '@greetly/domain';
import { Eye, MessageCircleHeart, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cityOf, formatMoment, viewerTimeZone } from '../../lib/time-zones';
import { GiftTag } from './card-gift';

const STATUS_STYLES: Record<CardStatus, string> = {
  waiting: 'bg-gold-light text-plum',
  awaiting_payment: 'bg-gold-light text-plum',
  scheduled: 'bg-gold-light text-plum',
  sending: 'bg-blush text-rose-dark',
  sent: 'bg-mint-light text-plum',
  opened: 'bg-mint text-white',
  failed: 'bg-rose text-white',
  cancelled: 'bg-cream-deep text-plum-soft',
};

/**
 * When the card goes (or went) out, on the viewer's own clock with its zone's name
 * ('Sat 14 Feb 2027, 08:00 GMT'); a scheduled card also says the time where it arrives.
 */
export function whenText(card: SenderCardSummary): string {
  if (card.status === 'waiting') {
    return card.schedule
      ? `Goes out ${formatMoment(new Date(card.sendAt))} once you confirm your e-mail`
      : 'Goes out as soon as you confirm your e-mail';
  }
  if (card.status === 'awaiting_payment') {
    return card.schedule
      ? `Goes out ${formatMoment(new Date(card.sendAt))} once it is paid`
      : 'Goes out as soon as it is paid';
  }
  if (card.status === 'sent' || card.status === 'opened') {
    return `Delivered ${formatMoment(new Date(card.sentAt ?? card.sendAt))}`;
  }
  if (card.schedule) {
    const instant = new Date(card.sendAt);
    const there = card.schedule.timezone;
    const own = formatMoment(instant);
    if (there === viewerTimeZone()) return `Scheduled for ${own}`;
    const thereTime = formatMoment(instant, there).replace(/^.*, /, '');
    return `Scheduled for ${own} (${thereTime} in ${cityOf(there)})`;
  }
  return `Sent ${formatMoment(new Date(card.sendAt))}`;
}

export function SentCardRow({ card, actions }: { card: SenderCardSummary; actions: ReactNode }) {
  const category = findTemplate(card.templateId)?.category ?? 'Card';
  const isRetrying = card.status === 'sending' && card.failureReason;
  return (
    <li
      className="flex min-w-0 flex-col gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft sm:flex-row sm:items-start"
      data-testid="sent-card"
    >
      <img
        src={`/templates/${card.templateId}.svg`}
        alt={`${category} template`}
        width={72}
        height={96}
        loading="lazy"
        className="h-24 w-[72px] shrink-0 rounded-xl border border-line object-cover"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-display text-lg font-bold">To {card.recipientName}</h3>
          <span
            className={`rounded-full px-3 py-0.5 text-xs font-semibold ${STATUS_STYLES[card.status]}`}
            data-testid="card-status"
          >
            {CARD_STATUS_LABELS[card.status]}
          </span>
          {card.isAnonymous && (
            <span className="rounded-full bg-plum px-3 py-0.5 text-xs font-semibold text-white">
              Anonymous
            </span>
          )}
          {card.gift && <GiftTag gift={card.gift} />}
        </div>
        <p className="truncate text-sm text-plum-soft">{card.recipientEmail}</p>
        <p className="mt-1 text-sm">{whenText(card)}</p>
        {card.status === 'failed' && card.failureReason && (
          <p className="mt-1 text-sm font-medium text-rose-dark">
            Could not deliver: {card.failureReason}
          </p>
        )}
        {isRetrying && (
          <p className="mt-1 flex items-center gap-1 text-sm text-plum-soft">
            <RotateCw aria-hidden="true" className="size-4" /> We're retrying the delivery.
          </p>
        )}
        {card.reply && (
          <blockquote className="mt-3 flex gap-2 rounded-2xl bg-blush/60 p-3 text-sm">
            <MessageCircleHeart aria-hidden="true" className="size-5 shrink-0 text-rose-dark" />
            <span>
              <span className="font-semibold">{card.recipientName} replied:</span> “{card.reply}”
            </span>
          </blockquote>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-end">
        <Link
          to={`/cards/${card.id}`}
          className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-medium text-rose-dark hover:bg-blush"
        >
          View <Eye aria-hidden="true" className="size-4" />
          <span className="sr-only">your card to {card.recipientName}</span>
        </Link>
        {actions}
      </div>
    </li>
  );
}

export function RowButton(props: {
  onClick: () => void;
  children: ReactNode;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={props.onClick}
      aria-label={props.label}
      disabled={props.disabled}
    >
      {props.children}
    </Button>
  );
}
