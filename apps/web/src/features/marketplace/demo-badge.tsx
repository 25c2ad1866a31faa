import { FlaskConical } from 'lucide-react';

/**
 * The mark on demo data (`npm run seed:demo`): a product or shop made up to show the marketplace,
 * which nobody should mistake for a real one.
 */
export function DemoBadge({ of, className = '' }: { of: 'product' | 'shop'; className?: string }) {
  return (
    <span
      title={`Demo data: this ${of} is made up to show how the marketplace works`}
      className={`inline-flex items-center gap-1 rounded-full border border-plum/20 bg-gold-light px-2.5 py-1 text-xs font-semibold text-plum shadow-soft ${className}`}
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      Demo<span className="sr-only"> {of}, not a real one</span>
    </span>
  );
}
