import { findTemplate, type SenderCard } from '@greetly/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Eye } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { ApiRequestError } from '../../lib/api';
import { QueryScope } from '../../lib/query-scope';
import { useOwnMedia } from '../../lib/use-own-media';
import type { CardContent } from '../card/card-content';
import { CardReveal } from '../card/card-reveal';
import { CardAndGift } from './card-gift';
import { CardPaymentPanel, verifyCardPayment } from './card-payment';
import { whenText } from './sent-card-row';
import { fetchMyCard, SENT_CARDS_KEY } from './sent-cards-api';

/** The sender's card in the viewer's shape, with their own uploads shown from memory. */
function useOwnCardContent(card: SenderCard): CardContent {
  const imageUrl = useOwnMedia(card.imageId);
  const voiceUrl = useOwnMedia(card.voiceNoteId);
  return {
    templateId: card.templateId,
    eventType: findTemplate(card.templateId)?.category ?? 'Greeting',
    recipientName: card.recipientName,
    senderName: card.isAnonymous ? '' : card.senderName,
    isAnonymous: card.isAnonymous,
    fontFamily: card.fontFamily ?? undefined,
    fontSize: card.fontSize ?? undefined,
    textColor: card.textColor,
    effect: card.effect,
    message: card.message,
    musicUrl: card.musicUrl,
    imageUrl,
    voiceUrl,
    quote: card.quote,
    stickers: card.stickers,
  };
}

/** `children`: what is said of the card's payment, under its heading (decision 0034). */
function OwnCard({ card, children }: { card: SenderCard; children?: ReactNode }) {
  const content = useOwnCardContent(card);
  return (
    <>
      <title>{`Your card to ${card.recipientName} · Greetly`}</title>
      <h1 className="font-display text-3xl font-bold sm:text-4xl">
        Your card to {card.recipientName}
      </h1>
      <p className="mt-2 flex items-start gap-2 text-plum-soft">
        <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          This is how {card.recipientName} sees it. Opening it here does not count as their opening.{' '}
          {whenText(card)}.
        </span>
      </p>
      {children}
      <div className="mx-auto mt-8 max-w-3xl">
        <CardReveal card={content} signatureStyle="plain" showCover />
      </div>
      <CardAndGift card={card} when={whenText(card)} />
      {card.reply && (
        <blockquote className="mx-auto mt-8 max-w-3xl rounded-3xl bg-blush/60 p-6">
          <p className="font-semibold">{card.recipientName} replied:</p>
          <p className="mt-2 break-words">“{card.reply}”</p>
        </blockquote>
      )}
    </>
  );
}

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function OwnCardPage() {
  return (
    <QueryScope>
      <OwnCardPageContent />
    </QueryScope>
  );
}

/** The sender's own view of a card they sent: no reply box, no opening recorded, no e-mail. */
function OwnCardPageContent() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // The payment provider sends the sender back here with ?reference=… (decision 0034).
  const reference = searchParams.get('reference') ?? searchParams.get('trxref');
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: (sent: string) => verifyCardPayment(id, sent),
    onSuccess: (verified) => {
      queryClient.setQueryData(['cards', 'own', id], { success: true, card: verified });
      void queryClient.invalidateQueries({ queryKey: SENT_CARDS_KEY, exact: true });
    },
    // The reference has done its work; a reload of the page only reads the card.
    onSettled: () => setSearchParams({}, { replace: true }),
  });
  const verifiedReference = useRef<string | null>(null);
  useEffect(() => {
    if (!reference || verifiedReference.current !== null) return;
    verifiedReference.current = reference;
    verify.mutate(reference);
  }, [reference, verify]);
  const isChecking = verify.isPending || (reference !== null && verify.isIdle);
  const card = useQuery({
    queryKey: ['cards', 'own', id],
    queryFn: () => fetchMyCard(id),
    enabled: !isChecking,
    retry: false,
  });
  return (
    <Container className="py-8 sm:py-12">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 rounded-full py-1.5 pr-3 text-sm font-medium text-rose-dark hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to your cards
      </Link>
      <div className="mt-4">
        {isChecking && (
          <CardPaymentPanel card={undefined} checking verified={null} checkError={null} />
        )}
        {card.isPending && !isChecking && (
          <div className="grid min-h-[40vh] place-items-center" role="status">
            <span className="size-10 animate-spin rounded-full border-4 border-rose-light border-t-rose" />
            <span className="sr-only">Loading your card…</span>
          </div>
        )}
        {card.isError && (
          <div className="mx-auto max-w-lg py-12 text-center">
            <title>Card not found · Greetly</title>
            <h1 className="font-display text-3xl font-bold">
              {card.error instanceof ApiRequestError && card.error.status === 404
                ? "We couldn't find this card"
                : 'Something went wrong'}
            </h1>
            <p className="mt-3 text-plum-soft">
              It may have been made with another account. Your cards are on your dashboard.
            </p>
            <ButtonLink to="/dashboard" className="mt-6">
              Go to your dashboard
            </ButtonLink>
          </div>
        )}
        {card.isSuccess && (
          <OwnCard card={card.data.card}>
            <CardPaymentPanel
              card={card.data.card}
              checking={false}
              verified={verify.data ?? null}
              checkError={verify.error}
            />
          </OwnCard>
        )}
      </div>
    </Container>
  );
}
