import type { Role } from '@greetly/domain/schemas/auth';
import { CloudOff } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PagePlaceholder } from '../../components/layout/root-layout';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { fromState } from './remembered-path';
import { useSession } from './session-context';

/**
 * Where an account without the role is sent: anyone may open a shop, so the vendor pages lead
 * to the business form that does; other pages lead to the account's own dashboard.
 */
const WITHOUT_ROLE: Partial<Record<Role, string>> = { vendor: '/vendorproceed' };

/**
 * Route guard (a layout route): a guest is sent to /signin, which brings them back here after
 * signing in; an account without the role goes where it can get it (a shop) or to its own
 * dashboard.
 */
export function RequireAuth({ accountRole }: { accountRole?: Role }) {
  const { status, user, refresh, signedOutPageKey } = useSession();
  const location = useLocation();

  if (status === 'loading') return <PagePlaceholder label="Checking your account…" />;
  if (status === 'unreachable') return <SessionUnreachable onRetry={() => void refresh()} />;
  if (!user && signedOutPageKey === location.key) return <Navigate to="/" replace />;
  if (!user) return <Navigate to="/signin" replace state={fromState(location)} />;
  if (accountRole && !user.roles.includes(accountRole)) {
    return <Navigate to={WITHOUT_ROLE[accountRole] ?? '/dashboard'} replace />;
  }
  return <Outlet />;
}

function SessionUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <Container className="py-20">
      <title>Offline · Greetly</title>
      <div className="mx-auto max-w-md rounded-3xl bg-white p-8 text-center shadow-soft">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-blush text-rose-dark">
          <CloudOff aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-4 font-display text-2xl font-bold">We can't reach Greetly</h1>
        <p className="mt-2 text-plum-soft">
          Your account is safe. Check your connection, then try again.
        </p>
        <Button className="mt-6" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Container>
  );
}
