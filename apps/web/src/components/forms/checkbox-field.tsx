import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedBy, FieldNotes } from './field-parts';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The label may hold links (e.g. to the terms); they stay clickable on their own. */
  label: ReactNode;
  error?: string;
}

export function CheckboxField({ label, error, id, className = '', ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { error })}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-rose"
          {...input}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-6 text-plum">
          {label}
        </label>
      </div>
      <FieldNotes id={inputId} error={error} />
    </div>
  );
}
