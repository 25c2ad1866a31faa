import { CircleCheck } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import {
  controlClass,
  describedBy,
  FieldLabel,
  FieldNotes,
} from '../../components/forms/field-parts';
import { Button } from '../../components/ui/button';

/**
 * The coupon field and its Apply button. The code is checked by the server's quote: a refused one
 * shows the quote's words beside the field; an accepted one says so (its line is in the summary).
 */
export function CouponField({
  applied,
  outcome,
  error,
  onApply,
  inputRef,
}: {
  /** The code the buyer applied, as sent to the quote. */
  applied: string | undefined;
  /** What the quote said of it: null while it is being checked. */
  outcome: { ok: boolean; message?: string } | null;
  /** A message of our own (a refused code at Confirm, a field issue from the server). */
  error?: string;
  onApply: (code: string | undefined) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [text, setText] = useState(applied ?? '');
  const refusal = outcome && !outcome.ok ? (outcome.message ?? 'This code is not valid') : '';
  const shownError = error || refusal;
  const accepted = applied && outcome?.ok;
  const apply = () => onApply(text.trim() === '' ? undefined : text.trim().toUpperCase());
  return (
    <div>
      <FieldLabel htmlFor={id}>Coupon code</FieldLabel>
      <div className="flex flex-wrap gap-3">
        <input
          ref={inputRef}
          id={id}
          value={text}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(id, { error: shownError })}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code; it does not place the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          className={controlClass(Boolean(shownError), 'min-w-0 flex-1 basis-48 uppercase')}
        />
        <Button variant="secondary" onClick={apply} className="shrink-0">
          Apply
        </Button>
      </div>
      <FieldNotes id={id} error={shownError} />
      {accepted && !shownError && (
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-plum">
          <span className="flex items-center gap-1.5">
            <CircleCheck aria-hidden="true" className="size-4 text-mint" />
            Code {applied} applied.
          </span>
          <button
            type="button"
            onClick={() => {
              setText('');
              onApply(undefined);
            }}
            className="font-semibold text-rose-dark underline underline-offset-2"
          >
            Remove code
          </button>
        </p>
      )}
    </div>
  );
}
