import { PRODUCT_NAME } from '@greetly/domain/catalog/limits';
import { Link } from 'react-router';

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#c8334a" />
      <rect x="12" y="29" width="40" height="24" rx="3" fill="#fff8f0" />
      <rect x="9" y="21" width="46" height="10" rx="3" fill="#f4b63f" />
      <rect x="29" y="21" width="6" height="32" fill="#c8334a" />
      <path
        d="M32 21c-6-10-16-8-12-2 2 3 8 2 12 2zm0 0c6-10 16-8 12-2-2 3-8 2-12 2z"
        fill="#f4b63f"
      />
    </svg>
  );
}

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-lg font-display text-2xl font-bold text-plum"
      aria-label={`${PRODUCT_NAME} home`}
    >
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
