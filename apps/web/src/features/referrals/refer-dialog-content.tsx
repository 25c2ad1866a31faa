import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { QueryScope } from '../../lib/query-scope';
import { fromState } from '../session/remembered-path';
import { useSession } from '../session/session-context';
import { ReferralLinkPanel } from './referral-link-panel';
import { fetchReferrals, REFERRAL_RULE, REFERRALS_KEY } from './referrals-api';

/** Where a guest comes back to after signing in or up: the home page, with this dialog open. */
export const REFER_RETURN = { pathname: '/', search: '', hash: '#refer' };

/** What 'Refer Now' opens: the signed-in account's link, or an invitation to sign in first. */
export default function ReferDialogContent() {
  const { status, user } = useSession();
  if (status === 'loading') return <p className="text-plum-soft">Loading…</p>;
  if (!user) return <GuestInvitation />;
  return (
    <QueryScope>
      <SignedInReferral />
    </QueryScope>
  );
}

function GuestInvitation() {
  const back = fromState(REFER_RETURN);
  return (
    <div>
      <p className="text-plum">
        Your invite link belongs to your account. Sign in, or create an account in a minute, and we
        will bring you straight back here with your link.
      </p>
      <p className="mt-3 text-sm text-plum-soft">{REFERRAL_RULE}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/signup" state={back} className="sm:flex-1" data-autofocus>
          Sign up
        </ButtonLink>
        <ButtonLink to="/signin" state={back} variant="secondary" className="sm:flex-1">
          Sign in
        </ButtonLink>
      </div>
    </div>
  );
}

function SignedInReferral() {
  const referrals = useQuery({ queryKey: REFERRALS_KEY, queryFn: fetchReferrals });
  return (
    <div>
      <p className="flex items-start gap-3 text-plum">
        <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-dark" />
        {REFERRAL_RULE}
      </p>
      <div className="mt-5">
        {referrals.isPending && <p className="text-plum-soft">Getting your link…</p>}
        {referrals.isError && (
          <p role="alert" className="text-rose-dark">
            Your link could not be loaded just now. Please try again in a moment.
          </p>
        )}
        {referrals.isSuccess && <ReferralLinkPanel link={referrals.data.link} />}
      </div>
      <p className="mt-1 text-sm text-plum-soft">
        See who joined and the credits you earned on{' '}
        <Link to="/dashboard" className="font-semibold text-rose-dark underline">
          your dashboard
        </Link>
        .
      </p>
    </div>
  );
}
