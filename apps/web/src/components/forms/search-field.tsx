import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

type Value =
  /** Controlled: the box shows `value`. */
  | { value: string; defaultValue?: undefined }
  /**
   * Uncontrolled: the box starts at `defaultValue` and keeps what is typed. On a prerendered
   * page this keeps words typed before the page's code arrived (hydration resets a controlled
   * box to its state); read it from the form (`name`).
   */
  | { value?: undefined; defaultValue: string };

/**
 * A search box with its magnifier, a label for screen readers, and a clear button once
 * something is typed (the browser's own ✕ is hidden so there is one, the same everywhere).
 */
export function SearchField({
  label,
  value,
  defaultValue,
  name,
  onChange,
  placeholder,
  className = '',
}: Value & {
  label: string;
  name?: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(Boolean(defaultValue));
  // What an uncontrolled box holds once the page runs (words typed before it count).
  useEffect(() => {
    if (value === undefined) setTyped(Boolean(inputRef.current?.value));
  }, [value]);
  const hasText = value === undefined ? typed : value !== '';
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
        ref={inputRef}
        id={id}
        name={name}
        type="search"
        {...(value === undefined ? { defaultValue } : { value })}
        onChange={(event) => {
          setTyped(event.target.value !== '');
          onChange(event.target.value);
        }}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 w-full rounded-full border border-line bg-white pr-12 pl-12 text-base text-plum shadow-soft placeholder:text-plum-soft/80 focus:border-rose focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold [&::-webkit-search-cancel-button]:hidden"
      />
      {hasText && (
        <button
          type="button"
          onClick={() => {
            if (value === undefined && inputRef.current) inputRef.current.value = '';
            setTyped(false);
            onChange('');
            inputRef.current?.focus();
          }}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-2 text-plum-soft hover:bg-blush hover:text-plum"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
