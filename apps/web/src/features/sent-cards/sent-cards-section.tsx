import type { SenderCardSummary } from '@greetly/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useAlert } from '../../components/dialogs/alert';
import { ButtonLink } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { CancelCardDialog } from './cancel-dialog';
import { AddGiftLink, canAddGift } from './card-gift';
import { PayAndSendButton } from './card-payment';
import { RescheduleDialog } from './reschedule-dialog';
import { RowButton, SentCardRow } from './sent-card-row';
import {
  cancelCard,
  fetchMyCards,
  rescheduleCard,
  resendCard,
  SENT_CARDS_KEY,
} from './sent-cards-api';

const errorText = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Network error. Please check your connection.';

/** 'Your cards' on the dashboard: every card with its status, reply and what can still be done. */
export function SentCardsSection({ emptyState }: { emptyState: ReactNode }) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const [rescheduling, setRescheduling] = useState<SenderCardSummary | null>(null);
  const [cancelling, setCancelling] = useState<SenderCardSummary | null>(null);
  const pages = useInfiniteQuery({
    queryKey: SENT_CARDS_KEY,
    queryFn: ({ pageParam }) => fetchMyCards(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: 30_000,
  });
  const cards = pages.data?.pages.flatMap((page) => page.cards);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SENT_CARDS_KEY });
  const onError = (error: unknown) => showAlert(errorText(error));

  const cancel = useMutation({
    mutationFn: cancelCard,
    onSuccess: () => {
      setCancelling(null);
      void refresh();
    },
    onError: (error) => {
      setCancelling(null);
      onError(error);
    },
  });
  const resend = useMutation({ mutationFn: resendCard, onSuccess: refresh, onError });
  const reschedule = useMutation({
    mutationFn: (input: {
      card: SenderCardSummary;
      schedule: NonNullable<SenderCardSummary['schedule']>;
    }) => rescheduleCard(input.card, input.schedule),
    onSuccess: () => {
      setRescheduling(null);
      void refresh();
    },
  });

  return (
    <section
      aria-labelledby="your-cards-title"
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="your-cards-title" className="font-display text-2xl font-bold">
          Your cards
        </h2>
        {cards && cards.length > 0 && (
          <ButtonLink to="/create-template" size="sm">
            Create a card
          </ButtonLink>
        )}
      </div>
      {pages.isPending && (
        // Holds about four cards' room, so what follows (the account) does not jump down a
        // phone's screen when the list arrives.
        <p className="mt-4 min-h-96 text-plum-soft">Loading your cards…</p>
      )}
      {pages.isError && (
        <p className="mt-4 text-rose-dark" role="alert">
          {errorText(pages.error)}
        </p>
      )}
      {cards && cards.length === 0 && emptyState}
      {cards && cards.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {cards.map((card) => (
            <SentCardRow
              key={card.id}
              card={card}
              actions={
                <>
                  {card.status === 'awaiting_payment' && <PayAndSendButton card={card} />}
                  {card.status === 'scheduled' && (
                    <>
                      <ButtonLink
                        to={`/cards/${card.id}/edit`}
                        size="sm"
                        variant="secondary"
                        aria-label={`Edit the card to ${card.recipientName}`}
                      >
                        Edit
                      </ButtonLink>
                      <RowButton
                        label={`Reschedule the card to ${card.recipientName}`}
                        onClick={() => setRescheduling(card)}
                      >
                        Reschedule
                      </RowButton>
                    </>
                  )}
                  {canAddGift(card) && <AddGiftLink card={card} size="sm" />}
                  {(card.status === 'scheduled' ||
                    card.status === 'waiting' ||
                    card.status === 'awaiting_payment') && (
                    <RowButton
                      label={`Cancel the card to ${card.recipientName}`}
                      disabled={cancel.isPending}
                      onClick={() => setCancelling(card)}
                    >
                      Cancel
                    </RowButton>
                  )}
                  {card.status === 'failed' && (
                    <RowButton
                      label={`Send the card to ${card.recipientName} again`}
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(card.id)}
                    >
                      Resend
                    </RowButton>
                  )}
                </>
              }
            />
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <RowButton
            label="Show more of your cards"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? 'Loading…' : 'Show more cards'}
          </RowButton>
        </div>
      )}
      {cancelling && (
        <CancelCardDialog
          card={cancelling}
          isCancelling={cancel.isPending}
          onConfirm={() => cancel.mutate(cancelling.id)}
          onClose={() => setCancelling(null)}
        />
      )}
      {rescheduling && (
        <RescheduleDialog
          card={rescheduling}
          onClose={() => {
            setRescheduling(null);
            reschedule.reset();
          }}
          onSave={(schedule) => reschedule.mutate({ card: rescheduling, schedule })}
          isSaving={reschedule.isPending}
          serverError={reschedule.error ? errorText(reschedule.error) : null}
        />
      )}
    </section>
  );
}
