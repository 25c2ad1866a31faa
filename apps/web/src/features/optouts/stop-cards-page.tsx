import {
  OPT_OUT_MESSAGES,
  type OptOutResponse,
  type OptOutScope,
  PRODUCT_NAME,
} from '@greetly/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailMinus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormError, FormInfo, FormSuccess } from '../../components/forms/form-banner';
import { FormPageLayout, IconBadge } from '../../components/forms/form-page-layout';
import { Button, ButtonLink } from '../../components/ui/button';
import { ApiRequestError, NetworkError } from '../../lib/api';
import { QueryScope } from '../../lib/query-scope';
import { lookupOptOut, stopCards, undoStopCards } from './optouts-api';
import { StopCardsArt } from './stop-cards-art';

const PANEL = {
  title: 'You decide which cards reach you.',
  points: [
    `Stop one sender, or every card sent through ${PRODUCT_NAME}`,
    'Senders are not told why their card was not delivered',
    'Changed your mind? Undo it here, from the same link',
  ],
};

const SCOPE_TEXT: Record<
  OptOutScope,
  { ask: string; lead: string; action: string; stopped: string; undoHint: string; other: string }
> = {
  sender: {
    ask: 'Stop cards from this sender?',
    lead: 'Cards from the person who sent you this card will no longer reach you. Cards from anyone else still will.',
    action: 'Stop cards from this sender',
    stopped: 'Cards from this sender are stopped',
    undoHint: 'Changed your mind? Undo, and cards from this sender can reach you again.',
    other: 'Stop all cards instead',
  },
  all: {
    ask: 'Stop all cards?',
    lead: `No card sent through ${PRODUCT_NAME} will reach this email address, whoever sends it.`,
    action: 'Stop all cards',
    stopped: 'All cards are stopped',
    undoHint: 'Changed your mind? Undo, and cards can reach you again.',
    other: 'Only stop cards from this sender',
  },
};

/** A refused token (unknown, altered, cut short) as opposed to a failure to ask at all. */
function isLinkProblem(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 400;
}

function failureMessage(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiRequestError && error.body?.message) return error.body.message;
  return 'Something went wrong. Please try again.';
}

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function StopCardsPage() {
  return (
    <QueryScope>
      <StopCardsPageContent />
    </QueryScope>
  );
}

/**
 * Where a card's footer links lead: it shows what is stopped and asks before changing anything
 * (a mail scanner opening the link changes nothing), then offers the way back.
 */
function StopCardsPageContent() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const scope: OptOutScope = params.get('scope') === 'all' ? 'all' : 'sender';
  const text = SCOPE_TEXT[scope];
  const queryClient = useQueryClient();
  const undoHintId = useId();
  const queryKey = ['optouts', token];

  const lookup = useQuery({
    queryKey,
    queryFn: () => lookupOptOut(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The last change made on this page, for the scope it was made in.
  const [done, setDone] = useState<{ scope: OptOutScope; message: string } | null>(null);
  const change = useMutation({
    mutationFn: (action: 'stop' | 'undo') =>
      action === 'stop' ? stopCards(token, scope) : undoStopCards(token, scope),
    onSuccess: (answer: OptOutResponse) => {
      queryClient.setQueryData(queryKey, answer);
      setDone({ scope, message: answer.message ?? '' });
    },
  });

  // The button just pressed is replaced; focus goes to what happened, so it is read out.
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);

  const isProblem = token === '' || isLinkProblem(lookup.error) || isLinkProblem(change.error);
  const blocks = lookup.data?.blocks;
  const isStopped = blocks ? blocks[scope] : false;

  let title = 'Checking your link';
  if (isProblem) title = 'This link does not work';
  else if (lookup.isError) title = 'We could not open this link';
  else if (blocks) title = isStopped ? text.stopped : text.ask;

  return (
    <>
      <title>Stop cards · Greetly</title>
      <meta name="robots" content="noindex, nofollow" />
      <FormPageLayout
        eyebrow="Your inbox, your choice"
        title={title}
        lead={blocks && !isProblem && !isStopped ? text.lead : undefined}
        panel={{ ...PANEL, art: <StopCardsArt /> }}
        badge={
          <IconBadge>
            <MailMinus aria-hidden="true" className="size-7" />
          </IconBadge>
        }
      >
        {isProblem ? (
          <div className="space-y-6">
            <FormError message={OPT_OUT_MESSAGES.linkInvalid} />
            <ButtonLink to="/" variant="secondary">
              Go to the home page
            </ButtonLink>
          </div>
        ) : lookup.isPending ? (
          <p role="status" className="flex items-center gap-3 text-plum-soft">
            <span className="size-6 animate-spin rounded-full border-3 border-rose-light border-t-rose" />
            Checking your link…
          </p>
        ) : lookup.isError ? (
          <div className="space-y-6">
            <FormError message={failureMessage(lookup.error)} />
            <Button onClick={() => void lookup.refetch()}>Try again</Button>
          </div>
        ) : (
          <div className="space-y-6">
            {done?.scope === scope && (
              <div ref={resultRef} tabIndex={-1} className="rounded-2xl focus:outline-none">
                <FormSuccess>{done.message}</FormSuccess>
              </div>
            )}
            {scope === 'sender' && blocks?.all && (
              <FormInfo>
                All cards to this address are stopped, so cards from this sender do not reach you
                either.
              </FormInfo>
            )}
            {change.isError && <FormError message={failureMessage(change.error)} />}
            {isStopped ? (
              <div>
                <p id={undoHintId} className="text-plum">
                  {text.undoHint}
                </p>
                <Button
                  aria-describedby={undoHintId}
                  variant="secondary"
                  size="lg"
                  className="mt-4"
                  disabled={change.isPending}
                  onClick={() => change.mutate('undo')}
                >
                  Undo
                </Button>
              </div>
            ) : (
              <div>
                <Button size="lg" disabled={change.isPending} onClick={() => change.mutate('stop')}>
                  {text.action}
                </Button>
                <p className="mt-4 text-sm text-plum-soft">
                  The sender is not told why: they only see that their card was not delivered.
                </p>
              </div>
            )}
            <p className="border-t border-line pt-5 text-sm text-plum-soft">
              <Link
                to={{
                  search: new URLSearchParams({
                    token,
                    scope: scope === 'all' ? 'sender' : 'all',
                  }).toString(),
                }}
                className="font-medium text-rose-dark underline underline-offset-4 hover:text-rose"
              >
                {text.other}
              </Link>
              {' · '}
              <Link
                to="/privacy"
                className="font-medium text-rose-dark underline underline-offset-4 hover:text-rose"
              >
                Privacy policy
              </Link>
            </p>
          </div>
        )}
      </FormPageLayout>
    </>
  );
}
