import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';

const STEP_BUTTON =
  'grid size-8 shrink-0 place-items-center sm:size-10 rounded-full text-plum transition hover:bg-blush disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * A quantity between `min` and `max`: − and + buttons around a box the number can be typed in
 * (kept in range when the box is left or Enter is pressed). `name` says what is counted, for the
 * buttons' names when several steppers share a page.
 */
export function QuantityStepper({
  value,
  min,
  max,
  name,
  onChange,
}: {
  value: number;
  min: number;
  max: number;
  name: string;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (quantity: number) => Math.min(Math.max(min, quantity), max);

  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    setDraft(null);
    if (Number.isFinite(typed) && clamp(typed) !== value) onChange(clamp(typed));
  };

  return (
    <div className="inline-flex items-center rounded-full border border-line bg-white p-0.5 shadow-soft">
      <button
        type="button"
        className={STEP_BUTTON}
        aria-label={`One fewer: ${name}`}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <label htmlFor={id} className="sr-only">
        Quantity of {name}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="h-8 w-8 bg-transparent text-center sm:h-10 sm:w-10 text-base font-semibold text-plum tabular-nums focus-visible:rounded-lg focus-visible:outline-3 focus-visible:outline-gold"
      />
      <button
        type="button"
        className={STEP_BUTTON}
        aria-label={`One more: ${name}`}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
