import {
  CARD_STATUS_LABELS,
  type CardStatus,
  findTemplate,
  formatInZone,
  type SenderCard,
} from '@greetly/domain';
import { ExternalLink, MessageCircleHeart, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

const STATUS_STYLES: Record<CardStatus, string> = {
  scheduled: 'bg-gold-light text-plum',
  sending: 'bg-blush text-rose-dark',
  sent: 'bg-mint-light text-plum',
  opened: 'bg-mint text-white',
  failed: 'bg-rose text-white',
  cancelled: 'bg-cream-deep text-plum-soft',
};

/** When the card goes (or went) out: in its chosen zone when scheduled, else the viewer's own. */
export function whenText(card: SenderCard): string {
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (card.status === 'sent' || card.status === 'opened') {
    return `Delivered ${formatInZone(new Date(card.sentAt ?? card.sendAt), localZone)}`;
  }
  if (card.schedule)
    return `Scheduled for ${formatInZone(new Date(card.sendAt), card.schedule.timezone)}`;
  return `Sent ${formatInZone(new Date(card.sendAt), localZone)}`;
}

export function SentCardRow({ card, actions }: { card: SenderCard; actions: ReactNode }) {
  const category = findTemplate(card.templateId)?.category ?? 'Card';
  const isRetrying = card.status === 'sending' && card.failureReason;
  return (
    <li
      className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft sm:flex-row sm:items-start"
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
        {card.link && (
          <a
            href={card.link}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-medium text-rose-dark hover:bg-blush"
          >
            View <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">the card to {card.recipientName} (opens in a new tab)</span>
          </a>
        )}
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
