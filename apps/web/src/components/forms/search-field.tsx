import { Search, X } from 'lucide-react';
import { useId } from 'react';

/**
 * A search box with its magnifier, a label for screen readers, and a clear button once
 * something is typed (the browser's own ✕ is hidden so there is one, the same everywhere).
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  className = '',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-plum-soft"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 w-full rounded-full border border-line bg-white pr-12 pl-12 text-base text-plum shadow-soft placeholder:text-plum-soft/80 focus:border-rose focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-2 text-plum-soft hover:bg-blush hover:text-plum"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
