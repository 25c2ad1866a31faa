import { NavLink } from 'react-router';

const PAGES = [
  { to: '/admin/shops', label: 'Shops' },
  { to: '/admin/coupons', label: 'Coupons' },
] as const;

/** The admin pages, linked from each one's header. */
export function AdminNav() {
  return (
    <nav aria-label="Admin pages" className="mt-5">
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              className={({ isActive }) =>
                `font-semibold underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold ${
                  isActive ? 'text-plum underline decoration-2 decoration-rose' : 'text-rose-dark'
                }`
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
