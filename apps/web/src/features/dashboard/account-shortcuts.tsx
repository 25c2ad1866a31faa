import type { PublicUser } from '@greetly/domain/schemas/auth';
import { ShieldCheck, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function Shortcut({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-rose-dark ring-1 ring-line transition hover:bg-blush focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
      >
        {icon}
        {children}
      </Link>
    </li>
  );
}

/** Where else the account can go: its shop (or opening one), and the admins' shop review. */
export function AccountShortcuts({ user }: { user: PublicUser }) {
  const isVendor = user.roles.includes('vendor');
  return (
    <nav aria-label="More for your account">
      <ul className="flex flex-wrap gap-3">
        {isVendor ? (
          <Shortcut to="/vendordashboard" icon={<Store aria-hidden="true" className="size-4" />}>
            Your shop
          </Shortcut>
        ) : (
          <Shortcut to="/vendorproceed" icon={<Store aria-hidden="true" className="size-4" />}>
            Sell on Greetly — open a shop
          </Shortcut>
        )}
        {user.roles.includes('admin') && (
          <Shortcut to="/admin/shops" icon={<ShieldCheck aria-hidden="true" className="size-4" />}>
            Review shops
          </Shortcut>
        )}
      </ul>
    </nav>
  );
}
