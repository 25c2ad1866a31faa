import type { RecipientCard } from '@greetly/domain/schemas/card-api';
import { Download } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Logo } from '../../components/layout/logo';
import { Button, ButtonLink } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-errors';
import type { CardContent } from '../card/card-content';
import { CardReveal } from '../card/card-reveal';
import { GiftOnItsWay } from './gift-on-its-way';
import { useInitialCard } from './initial-card';
import { downloadKeepsake } from './keepsake';
import { loadRecipientApi, toCardContent } from './recipient-card';
import { ReportCard } from './report-card';

/** The reply comes after the card is opened: its form and its check load then. */
const ReplyForm = lazy(() =>
  import('./reply-form').then((module) => ({ default: module.ReplyForm })),
);

type CardState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; card: RecipientCard };

/**
 * The card `token` opens: the one the server rendered the page with, or else asked of the API.
 */
function useRecipientCard(token: string): CardState {
  const initial = useInitialCard(token);
  const [state, setState] = useState<CardState>(() =>
    initial ? { status: 'ready', card: initial } : { status: 'pending' },
  );
  const hasCard = state.status === 'ready';
  useEffect(() => {
    if (hasCard) return;
    const controller = new AbortController();
    loadRecipientApi()
      .then((api) => api.fetchRecipientCard(token, controller.signal))
      .then(
        (answer) => setState({ status: 'ready', card: answer.card }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', error });
        },
      );
    return () => controller.abort();
  }, [token, hasCard]);
  return state;
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-blush via-cream to-cream">
      <meta name="robots" content="noindex, nofollow" />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4">
        <Logo />
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 pb-16">
        {children}
      </main>
    </div>
  );
}

/** Download the card as a picture to keep, with its message. */
function Keepsake({ card }: { card: CardContent }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <div className="rounded-3xl border border-line bg-white p-6 shadow-soft">
      <p className="font-display text-xl font-bold">Keep this card</p>
      <p className="mt-2 text-plum-soft">Save it as a picture, with the message.</p>
      <Button
        variant="secondary"
        className="mt-4"
        disabled={state === 'busy'}
        onClick={async () => {
          setState('busy');
          try {
            await downloadKeepsake(card);
            setState('idle');
          } catch {
            setState('failed');
          }
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        Download keepsake
      </Button>
      {state === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-rose-dark">
          The keepsake could not be made here. Try again, or in another browser.
        </p>
      )}
    </div>
  );
}

/**
 * The recipient's page: no account needed, the link's token opens the card. The server renders
 * it with the card (a phone paints the card's page before any script arrives); the page's code
 * then takes it over.
 */
export default function CardPage() {
  const { token = '' } = useParams();
  const opened = useRef(false);
  // The reply and the ways on come after the card, once the box has been opened.
  const [isOpened, setIsOpened] = useState(false);
  const card = useRecipientCard(token);

  if (card.status === 'pending') {
    return (
      <Frame>
        <title>Your card · Greetly</title>
        <div className="grid min-h-[50vh] place-items-center" role="status">
          <span className="size-10 animate-spin rounded-full border-4 border-rose-light border-t-rose" />
          <span className="sr-only">Loading your card…</span>
        </div>
      </Frame>
    );
  }

  if (card.status === 'error') {
    const isMissing = card.error instanceof ApiRequestError && card.error.status === 404;
    return (
      <Frame>
        <title>Card not found · Greetly</title>
        <div className="mx-auto max-w-lg py-16 text-center">
          <h1 className="font-display text-4xl font-bold">
            {isMissing ? "We couldn't find this card" : 'Something went wrong'}
          </h1>
          <p className="mt-4 text-lg text-plum-soft">
            {isMissing
              ? 'The link may be incomplete, or the sender cancelled the card. Ask them to send it again.'
              : 'Please check your connection and open the link again.'}
          </p>
          <ButtonLink to="/" className="mt-8">
            Visit Greetly
          </ButtonLink>
        </div>
      </Frame>
    );
  }

  const content = toCardContent(card.card);
  const senderLabel = content.isAnonymous ? 'your secret sender' : content.senderName;
  return (
    <Frame>
      <title>{`A card for ${content.recipientName} · Greetly`}</title>
      <h1 className="pt-4 text-center font-display text-3xl font-bold sm:text-4xl">
        {content.recipientName}, this card is for you
      </h1>
      <div className="mx-auto mt-6 max-w-3xl">
        <CardReveal
          card={content}
          signatureStyle="plain"
          showCover
          showIntro={false}
          onOpened={() => {
            setIsOpened(true);
            if (opened.current) return;
            opened.current = true;
            void loadRecipientApi()
              .then((api) => api.recordOpening(token))
              .catch(() => undefined);
          }}
        />
      </div>
      {isOpened && card.card.giftOnItsWay && (
        <div className="mx-auto mt-10 max-w-3xl animate-pop-in">
          <GiftOnItsWay
            senderLabel={content.isAnonymous ? 'Your secret sender' : content.senderName}
          />
        </div>
      )}
      {isOpened && (
        <div className="mx-auto mt-10 grid max-w-3xl animate-pop-in gap-6 md:grid-cols-[3fr_2fr]">
          <Suspense fallback={<div className="min-h-64 rounded-3xl bg-white/60" />}>
            <ReplyForm token={token} existingReply={card.card.reply} senderLabel={senderLabel} />
          </Suspense>
          <div className="grid gap-6">
            <Keepsake card={content} />
            <div className="rounded-3xl bg-plum p-6 text-white shadow-soft">
              <p className="font-display text-xl font-bold">
                {content.isAnonymous
                  ? 'Make someone smile too'
                  : `Send ${content.senderName} a card back`}
              </p>
              <p className="mt-2 text-white/85">
                Your own words, music, photo and voice, on the day you choose.
              </p>
              <ButtonLink
                to={
                  content.isAnonymous
                    ? '/create-template'
                    : `/create-template?${new URLSearchParams({ to: content.senderName })}`
                }
                variant="light"
                className="mt-4"
              >
                {content.isAnonymous ? 'Create a card' : 'Send a card back'}
              </ButtonLink>
            </div>
          </div>
        </div>
      )}
      <div className="mt-10 flex justify-center">
        <ReportCard token={token} />
      </div>
    </Frame>
  );
}
