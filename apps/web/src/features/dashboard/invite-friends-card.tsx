import type { InvitedPerson, ReferralStatus } from '@greetly/domain/schemas/referrals-api';
import { useQuery } from '@tanstack/react-query';
import { Gift, UsersRound } from 'lucide-react';
import { ReferralLinkPanel } from '../referrals/referral-link-panel';
import {
  fetchReferrals,
  REFERRAL_RULE,
  REFERRAL_STATUS_LABELS,
  REFERRALS_KEY,
} from '../referrals/referrals-api';

const STATUS_STYLES: Record<ReferralStatus, string> = {
  signed_up: 'bg-cream-deep text-plum',
  verified: 'bg-gold-light text-plum',
  card_sent: 'bg-blush text-rose-dark',
  rewarded: 'bg-mint text-white',
};

const joinedOn = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The dashboard's referral card: the link, the people who joined through it, credits earned. */
export function InviteFriendsCard() {
  const referrals = useQuery({ queryKey: REFERRALS_KEY, queryFn: fetchReferrals });
  return (
    <section
      aria-labelledby="invite-friends-title"
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
      data-testid="invite-friends"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="invite-friends-title" className="font-display text-2xl font-bold text-plum">
            Invite friends
          </h2>
          <p className="mt-2 text-plum-soft">{REFERRAL_RULE}</p>
        </div>
        {referrals.isSuccess && <CreditsEarned count={referrals.data.creditsEarned} />}
      </div>
      {referrals.isPending && <p className="mt-5 text-plum-soft">Loading your invitations…</p>}
      {referrals.isError && (
        <p className="mt-5 text-rose-dark" role="alert">
          Your invite link could not be loaded just now.
        </p>
      )}
      {referrals.isSuccess && (
        <div className="mt-6 space-y-6">
          <div className="max-w-2xl">
            <ReferralLinkPanel link={referrals.data.link} />
          </div>
          <InvitedList invited={referrals.data.invited} />
        </div>
      )}
    </section>
  );
}

function CreditsEarned({ count }: { count: number }) {
  return (
    <p
      className="flex items-center gap-3 rounded-2xl bg-plum px-5 py-3 text-white"
      data-testid="credits-earned"
    >
      <Gift aria-hidden="true" className="size-6 shrink-0 text-gold" />
      <span>
        <span className="block font-display text-2xl leading-none font-bold">{count}</span>
        <span className="text-sm text-white/85">
          {count === 1 ? 'card credit earned' : 'card credits earned'}
        </span>
      </span>
    </p>
  );
}

function InvitedList({ invited }: { invited: InvitedPerson[] }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 font-display text-lg font-bold text-plum">
        <UsersRound aria-hidden="true" className="size-5 text-rose-dark" />
        People you invited
      </h3>
      {invited.length === 0 ? (
        <p className="mt-2 text-plum-soft">No one has joined through your link yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line/70" aria-label="People you invited">
          {invited.map((person, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: first names repeat; the list's order is the server's
              key={index}
              className="flex items-center justify-between gap-3 py-3"
            >
              <span className="min-w-0">
                <span className="block font-semibold break-words text-plum">
                  {person.firstName}
                </span>
                <span className="block text-sm text-plum-soft">
                  Joined {joinedOn.format(new Date(person.joinedAt))}
                </span>
              </span>
              <span
                className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${STATUS_STYLES[person.status]}`}
              >
                {REFERRAL_STATUS_LABELS[person.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
