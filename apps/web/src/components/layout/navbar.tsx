import { Menu, ShoppingCart, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCartCount } from '../../features/cart/cart-store';
import { useSession } from '../../features/session/session-context';
import { MobileUserLinks, UserMenu } from '../../features/session/user-menu';
import { Button } from '../ui/button';
import { GetStartedModal } from './get-started-modal';
import { Logo } from './logo';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/spinwin', label: 'Spin & Win' },
];

function linkClass({ isActive }: { isActive: boolean }) {
  return `rounded-full px-3 py-2 text-[0.95rem] font-medium transition ${
    isActive ? 'bg-blush text-rose-dark' : 'text-plum hover:bg-blush/70'
  }`;
}

/** The cart link's name, with how many gifts it holds. */
function cartLabel(count: number): string {
  if (count === 0) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  // 0 in the prerendered HTML and the first render over it; the kept count right after.
  const cartCount = useCartCount();
  const [modalOpen, setModalOpen] = useState(false);
  const location = useLocation();
  const { status, user } = useSession();

  // A navigation by any means (link, back button) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-cream/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6 lg:px-8"
      >
        <Logo onNavigate={closeMenu} />

        <ul className="hidden items-center gap-1 lg:flex">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          <Link
            to="/cart"
            className="relative rounded-full p-2.5 text-plum hover:bg-blush"
            aria-label={cartLabel(cartCount)}
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            {cartCount > 0 && (
              <span
                aria-hidden="true"
                data-testid="cart-count"
                className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-rose px-1 text-[0.7rem] leading-none font-bold text-white ring-2 ring-cream"
              >
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </Link>
          <div className="hidden lg:block">
            {user ? (
              <UserMenu user={user} />
            ) : status === 'loading' ? (
              // Holds the place of the account menu while the session is checked, so nothing jumps.
              <span
                aria-hidden="true"
                className="block h-10 w-28 animate-pulse rounded-full bg-blush"
              />
            ) : (
              <Button onClick={() => setModalOpen(true)}>Get Started</Button>
            )}
          </div>
          <button
            type="button"
            className="rounded-full p-2.5 text-plum hover:bg-blush lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </nav>

      {menuOpen && (
        <div
          id="mobile-menu"
          className="border-t border-line bg-cream px-4 pb-6 shadow-soft lg:hidden"
        >
          <ul className="flex flex-col gap-1 pt-3">
            {[...LINKS, { to: '/cart', label: 'Cart' }].map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  onClick={closeMenu}
                  className={(state) => `block ${linkClass(state)} py-3 text-lg`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {user ? (
            <MobileUserLinks user={user} onNavigate={closeMenu} />
          ) : (
            <Button
              className="mt-4 w-full"
              size="lg"
              onClick={() => {
                closeMenu();
                setModalOpen(true);
              }}
            >
              Get Started
            </Button>
          )}
        </div>
      )}

      <GetStartedModal open={modalOpen} onClose={() => setModalOpen(false)} />
    </header>
  );
}
