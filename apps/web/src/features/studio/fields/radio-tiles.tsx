import { CircleAlert } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';

interface RadioTilesProps<T extends string> {
  name: string;
  legend: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** Receives the first radio, so a failed Next can move focus to the group. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  hint?: ReactNode;
  /** The look of one option; `isChecked` lets it style itself. */
  renderTile: (option: T, isChecked: boolean) => ReactNode;
  /** An accessible name when the tile shows no words (e.g. a colour swatch). */
  labelOf?: (option: T) => string;
  className?: string;
}

/**
 * A native radio group drawn as tiles: the real inputs stay in the page (visually hidden), so
 * Tab enters the group once and the arrow keys move and choose, as every browser does it.
 */
export function RadioTiles<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  inputRef,
  error,
  hint,
  renderTile,
  labelOf,
  className = '',
}: RadioTilesProps<T>) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-plum">{legend}</legend>
      <div className={className}>
        {options.map((option, index) => {
          const isChecked = option === value;
          return (
            <label key={option} className="relative block cursor-pointer">
              <input
                ref={index === 0 ? inputRef : undefined}
                type="radio"
                name={name}
                value={option}
                checked={isChecked}
                onChange={() => onChange(option)}
                aria-label={labelOf?.(option)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                className="peer sr-only"
              />
              {renderTile(option, isChecked)}
            </label>
          );
        })}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-plum-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-rose-dark">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}

/** The shared look of a word tile: outlined, filled rose when chosen, a gold ring on focus. */
export function tileClass(isChecked: boolean, extra = ''): string {
  return `flex h-full items-center justify-center rounded-xl border-2 px-3 py-2.5 text-center transition peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold ${
    isChecked
      ? 'border-rose bg-blush text-rose-dark shadow-soft'
      : 'border-line bg-white text-plum hover:border-rose-light hover:bg-cream'
  } ${extra}`.trim();
}
