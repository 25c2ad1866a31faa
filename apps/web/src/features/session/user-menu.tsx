import type { PublicUser } from '@greetly/domain/schemas/auth';
import { ChevronDown, LayoutDashboard, LogOut, Store } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSignOut } from './use-sign-out';

function initialsOf(user: PublicUser): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-[0.95rem] font-medium text-plum hover:bg-blush';

/** The signed-in user's menu on wide screens: a disclosure button with Dashboard and Sign out. */
export function UserMenu({ user }: { user: PublicUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const signOut = useSignOut();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every path change on purpose
  useEffect(() => setIsOpen(false), [location.pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-2 rounded-full border-2 border-line bg-white py-1 pr-3 pl-1 font-medium text-plum transition hover:border-rose"
      >
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-rose text-sm font-semibold text-white"
        >
          {initialsOf(user)}
        </span>
        <span className="max-w-32 truncate">
          <span className="sr-only">Account menu for </span>
          {user.first_name}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      {isOpen && (
        <div
          id={menuId}
          className="absolute right-0 mt-2 w-64 animate-pop-in rounded-2xl border border-line bg-white p-2 shadow-soft"
        >
          <p className="truncate px-3 pt-2 pb-3 text-sm text-plum-soft">
            Signed in as <span className="font-semibold text-plum">{user.email}</span>
          </p>
          <ul className="border-t border-line pt-2">
            <li>
              <Link to="/dashboard" className={itemClass}>
                <LayoutDashboard aria-hidden="true" className="size-5 text-rose-dark" />
                Dashboard
              </Link>
            </li>
            {user.role === 'vendor' && (
              <li>
                <Link to="/vendordashboard" className={itemClass}>
                  <Store aria-hidden="true" className="size-5 text-rose-dark" />
                  Vendor dashboard
                </Link>
              </li>
            )}
            <li>
              <button type="button" className={itemClass} onClick={() => void signOut()}>
                <LogOut aria-hidden="true" className="size-5 text-rose-dark" />
                Sign out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

/** The same choices inside the mobile menu. */
export function MobileUserLinks({
  user,
  onNavigate,
}: {
  user: PublicUser;
  onNavigate: () => void;
}) {
  const signOut = useSignOut();
  return (
    <div className="mt-4 rounded-2xl border border-line bg-white p-3">
      <p className="flex items-center gap-3 px-2 pb-3 text-sm text-plum-soft">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-rose text-sm font-semibold text-white"
        >
          {initialsOf(user)}
        </span>
        <span className="min-w-0 truncate">
          Signed in as <span className="font-semibold text-plum">{user.first_name}</span>
        </span>
      </p>
      <ul className="border-t border-line pt-2">
        <li>
          <Link to="/dashboard" onClick={onNavigate} className={`${itemClass} py-3 text-lg`}>
            <LayoutDashboard aria-hidden="true" className="size-5 text-rose-dark" />
            Dashboard
          </Link>
        </li>
        {user.role === 'vendor' && (
          <li>
            <Link
              to="/vendordashboard"
              onClick={onNavigate}
              className={`${itemClass} py-3 text-lg`}
            >
              <Store aria-hidden="true" className="size-5 text-rose-dark" />
              Vendor dashboard
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className={`${itemClass} py-3 text-lg`}
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          >
            <LogOut aria-hidden="true" className="size-5 text-rose-dark" />
            Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}
