import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Logo } from '../../components/layout/logo';
import { Button, ButtonLink } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import type { CardContent } from '../card/card-content';
import { CardReveal } from '../card/card-reveal';
import { downloadKeepsake } from './keepsake';
import { fetchRecipientCard, recordOpening, toCardContent } from './recipient-api';
import { ReplyForm } from './reply-form';
import { ReportCard } from './report-card';

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

/** The recipient's page: no account needed, the link's token opens the card. */
export default function CardPage() {
  const { token = '' } = useParams();
  const opened = useRef(false);
  // The reply and the ways on come after the card, once the box has been opened.
  const [isOpened, setIsOpened] = useState(false);
  const card = useQuery({
    queryKey: ['recipient-card', token],
    queryFn: () => fetchRecipientCard(token),
    retry: false,
  });

  if (card.isPending) {
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

  if (card.isError) {
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

  const content = toCardContent(card.data.card);
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
            void recordOpening(token).catch(() => undefined);
          }}
        />
      </div>
      {isOpened && (
        <div className="mx-auto mt-10 grid max-w-3xl animate-pop-in gap-6 md:grid-cols-[3fr_2fr]">
          <ReplyForm token={token} existingReply={card.data.card.reply} senderLabel={senderLabel} />
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
