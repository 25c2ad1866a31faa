import type { PublicUser } from '@greetly/domain';
import { PartyPopper } from 'lucide-react';
import { Button, ButtonLink } from '../../components/ui/button';
import { useSignOut } from './use-sign-out';

/** Shown instead of a sign-in or sign-up form to someone who is already signed in. */
export function AlreadySignedIn({ user }: { user: PublicUser }) {
  const signOut = useSignOut();
  return (
    <div className="rounded-2xl border border-line bg-cream p-6">
      <p className="flex items-center gap-3 font-semibold text-plum">
        <PartyPopper aria-hidden="true" className="size-6 text-rose-dark" />
        You're signed in as {user.first_name} ({user.email}).
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to={user.role === 'vendor' ? '/vendordashboard' : '/dashboard'}>
          Go to your dashboard
        </ButtonLink>
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </div>
  );
}
