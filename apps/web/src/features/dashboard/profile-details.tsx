import type { PublicUser } from '@greetly/domain';
import { BadgeCheck, CircleAlert } from 'lucide-react';

const ROLE_NAMES = { gifter: 'Gifter', vendor: 'Vendor' } as const;

export function ProfileDetails({ user }: { user: PublicUser }) {
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <span
        aria-hidden="true"
        className="grid size-16 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-rose to-rose-dark font-display text-2xl font-bold text-white"
      >
        {initials}
      </span>
      <dl className="grid min-w-0 flex-1 gap-4 text-sm">
        <div>
          <dt className="font-semibold text-plum-soft">Name</dt>
          <dd className="mt-0.5 text-base text-plum">
            {user.first_name} {user.last_name}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-plum-soft">Email</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-2 text-base break-all text-plum">
            {user.email}
            {user.email_verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-mint-light px-2.5 py-0.5 text-xs font-semibold text-plum">
                <BadgeCheck aria-hidden="true" className="size-3.5 text-mint" />
                Verified
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-gold-light px-2.5 py-0.5 text-xs font-semibold text-plum">
                <CircleAlert aria-hidden="true" className="size-3.5 text-rose-dark" />
                Not verified yet
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-plum-soft">Phone</dt>
          <dd className="mt-0.5 text-base text-plum">{user.phone}</dd>
        </div>
        <div>
          <dt className="font-semibold text-plum-soft">Account type</dt>
          <dd className="mt-0.5 text-base text-plum">{ROLE_NAMES[user.role]}</dd>
        </div>
      </dl>
    </div>
  );
}
