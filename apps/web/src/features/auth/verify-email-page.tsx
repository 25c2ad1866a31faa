import { AUTH_MESSAGES } from '@greetly/domain';
import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormError, FormSuccess } from '../../components/forms/form-banner';
import { FormPageLayout, IconBadge } from '../../components/forms/form-page-layout';
import { Button, ButtonLink } from '../../components/ui/button';
import { QueryScope } from '../../lib/query-scope';
import { requestFailureMessage } from '../session/account-errors';
import { fromPath, fromState, keptReturnPath } from '../session/remembered-path';
import { ResendVerification } from '../session/resend-verification';
import { useSession } from '../session/session-context';
import { verifyEmail } from './auth-api';
import { MailCheckArt } from './auth-art';
import { LINK_PROBLEM_TEXT, type LinkProblem, linkProblemOf } from './link-token';

const PANEL = {
  title: 'One small step to keep your account yours.',
  points: [
    'Confirming your address proves it belongs to you',
    'It is where we send reset links and card updates',
    'Every link works once and expires for your safety',
  ],
};

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function VerifyEmailPage() {
  return (
    <QueryScope>
      <VerifyEmailPageContent />
    </QueryScope>
  );
}

function VerifyEmailPageContent() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, refresh } = useSession();

  // A verification token works once: the query (keyed by the token, never stale, never
  // collected) makes exactly one request, even when React mounts the page twice.
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const isVerified = verification.isSuccess;
  const isSignedIn = user !== null;
  // Where this browser's sign-up was going (the checkout, say): the way on leads back there.
  const [returnPath] = useState(keptReturnPath);

  // The signed-in user's "verified" flag changed on the server; fetch it again.
  useEffect(() => {
    if (isVerified && isSignedIn) void refresh();
  }, [isVerified, isSignedIn, refresh]);

  const problem: LinkProblem | null =
    token === '' ? 'invalid' : verification.isError ? linkProblemOf(verification.error) : null;

  let title = 'Verifying your email';
  if (isVerified) title = 'Your email is verified';
  else if (problem) title = LINK_PROBLEM_TEXT[problem].title;
  else if (verification.isError) title = 'We could not verify your email';

  return (
    <>
      <title>Verify your email · Greetly</title>
      <FormPageLayout
        eyebrow="Email verification"
        title={title}
        panel={{ ...PANEL, art: <MailCheckArt /> }}
        badge={
          <IconBadge>
            <MailCheck aria-hidden="true" className="size-7" />
          </IconBadge>
        }
      >
        {verification.isPending && token !== '' && (
          <p role="status" className="flex items-center gap-3 text-plum-soft">
            <span className="size-6 animate-spin rounded-full border-3 border-rose-light border-t-rose" />
            Checking your link…
          </p>
        )}
        {isVerified && (
          <>
            <FormSuccess>{verification.data.message || AUTH_MESSAGES.verified}</FormSuccess>
            {isSignedIn ? (
              <ButtonLink to={returnPath ?? '/dashboard'} size="lg" className="mt-6">
                {returnPath ? returnLabel(returnPath) : 'Go to your dashboard'}
              </ButtonLink>
            ) : (
              <ButtonLink
                to="/signin"
                state={returnPath ? fromPath(returnPath) : undefined}
                size="lg"
                className="mt-6"
              >
                Sign in
              </ButtonLink>
            )}
          </>
        )}
        {problem && <LinkProblemHelp problem={problem} />}
        {verification.isError && !problem && (
          <>
            <FormError message={requestFailureMessage(verification.error)} />
            <Button className="mt-6" onClick={() => void verification.refetch()}>
              Try again
            </Button>
          </>
        )}
      </FormPageLayout>
    </>
  );
}

/** The way back to where a new account was going: its checkout, or any other page. */
function returnLabel(path: string): string {
  return path.startsWith('/checkout') ? 'Back to your checkout' : 'Continue where you left off';
}

/** What went wrong with the link, and the way to a new one. */
function LinkProblemHelp({ problem }: { problem: LinkProblem }) {
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <FormError message={LINK_PROBLEM_TEXT[problem].message} />
      {user?.email_verified ? (
        <>
          <p className="text-plum">Good news: your email address is already verified.</p>
          <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
        </>
      ) : user ? (
        <>
          <p className="text-plum">
            We can send a fresh link to <strong>{user.email}</strong>.
          </p>
          <ResendVerification />
        </>
      ) : (
        <>
          <p className="text-plum">
            Sign in and we'll take you to your dashboard, where you can ask for a new link.
          </p>
          <ButtonLink
            to="/signin"
            state={fromState({ pathname: '/dashboard', search: '', hash: '' })}
          >
            Sign in
          </ButtonLink>
        </>
      )}
    </div>
  );
}
