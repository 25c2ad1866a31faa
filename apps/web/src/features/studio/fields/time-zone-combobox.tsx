import { ChevronDown, Globe } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  controlClass,
  describedBy,
  FieldLabel,
  FieldNotes,
} from '../../../components/forms/field-parts';
import {
  cityOf,
  searchTimeZones,
  TIME_ZONES,
  zoneLabel,
  zoneNamed,
  zoneOffset,
} from '../../../lib/time-zones';

interface TimeZoneComboboxProps {
  value: string;
  onChange: (zone: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * A searchable list of every time zone (ARIA combobox with a listbox popup), each shown as
 * people know it ('Lagos, Nigeria (GMT+1)'): type part of a city or a country ('Nigeria',
 * 'UK'), move with the arrow keys, Enter chooses, Escape closes. The value is the zone's IANA
 * name; text that names no zone becomes the value on leaving, so the schema's message shows.
 */
export function TimeZoneCombobox({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: TimeZoneComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hint = 'Type a city or a country, e.g. Lagos, Nigeria or UK.';
  const [isOpen, setIsOpen] = useState(false);
  const [isSearching, setIsSearching] = useState(false);
  // What is typed while searching; otherwise the input shows the chosen zone's label.
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);

  const zones = isSearching ? searchTimeZones(query ?? '') : TIME_ZONES;
  const shown = query ?? (TIME_ZONES.includes(value) ? zoneLabel(value) : value);
  // Offsets are worked out only once the list is first shown, for the moment it opens.
  const now = useMemo(() => (isOpen ? new Date() : undefined), [isOpen]);

  useEffect(() => {
    if (!isOpen || activeIndex < 0) return;
    listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [isOpen, activeIndex]);

  const open = () => {
    setIsOpen(true);
    setIsSearching(false);
    setActiveIndex(Math.max(TIME_ZONES.indexOf(value), 0));
  };

  const choose = (zone: string) => {
    onChange(zone);
    setQuery(null);
    setIsOpen(false);
    setIsSearching(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.min(Math.max(index + step, 0), zones.length - 1));
    } else if (event.key === 'Enter' && isOpen) {
      // Enter picks the highlighted zone instead of submitting the step.
      event.preventDefault();
      const zone = zones[activeIndex];
      if (zone) choose(zone);
      else setIsOpen(false);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
    }
  };

  return (
    <div>
      <FieldLabel htmlFor={id}>Time zone</FieldLabel>
      <div className="relative">
        <Globe
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-plum-soft"
        />
        <input
          id={id}
          ref={inputRef}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            isOpen && zones[activeIndex] ? `${id}-option-${activeIndex}` : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          value={shown}
          onChange={(event) => {
            setQuery(event.target.value);
            setIsOpen(true);
            setIsSearching(true);
            setActiveIndex(0);
          }}
          onClick={() => (isOpen ? setIsOpen(false) : open())}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setIsOpen(false);
            if (query !== null) {
              // A zone named exactly is chosen; anything else is kept, to be refused.
              onChange(zoneNamed(query) ?? query.trim());
              setQuery(null);
            }
            onBlur();
          }}
          className={controlClass(Boolean(error), 'pr-11 pl-12')}
        />
        <ChevronDown
          aria-hidden="true"
          className={`pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-plum-soft transition ${isOpen ? 'rotate-180' : ''}`}
        />
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Time zones"
          hidden={!isOpen}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-72 overflow-y-auto rounded-2xl bg-white p-1.5 shadow-soft ring-1 ring-line"
        >
          {isOpen &&
            zones.map((zone, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys live on the combobox input (aria-activedescendant)
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input; the option is pointed at by aria-activedescendant
              <div
                key={zone}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={zone === value}
                // Keep focus in the input: a mouse press must not blur it before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(zone)}
                onMouseMove={() => setActiveIndex(index)}
                className={`flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm ${
                  index === activeIndex ? 'bg-blush text-rose-dark' : 'text-plum'
                } ${!isSearching && index === 3 ? 'mb-1.5 border-b border-line' : ''}`}
              >
                <span className={`min-w-0 wrap-anywhere ${zone === value ? 'font-semibold' : ''}`}>
                  {now ? zoneLabel(zone, now).replace(/ \(GMT[^)]*\)$/, '') : cityOf(zone)}
                </span>
                {now && (
                  <span className="shrink-0 text-xs text-plum-soft">{zoneOffset(zone, now)}</span>
                )}
              </div>
            ))}
        </div>
      </div>
      {isOpen && zones.length === 0 && (
        <p role="status" className="mt-1.5 text-sm text-plum-soft">
          No time zone matches “{query}”.
        </p>
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
