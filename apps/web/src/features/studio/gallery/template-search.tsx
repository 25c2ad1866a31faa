import { Search, X } from 'lucide-react';
import { useId } from 'react';

/** The search box above the categories: what it shows, the words on it, or the occasion. */
export function TemplateSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search templates
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
        placeholder="Search: balloons, swans, graduation…"
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded-full border border-line bg-white py-3 pr-12 pl-12 text-base text-plum placeholder:text-plum-soft/80 focus:border-rose focus:outline-3 focus:outline-offset-1 focus:outline-gold/60 [&::-webkit-search-cancel-button]:hidden"
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
