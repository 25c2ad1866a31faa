import { type ComponentProps, type ReactNode, useId } from 'react';
import { controlClass, describedBy, FieldLabel, FieldNotes } from './field-parts';

interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). Works with `register()`. */
export function TextField({ label, error, hint, id, className = '', ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { hint, error })}
        className={controlClass(Boolean(error))}
        {...input}
      />
      <FieldNotes id={inputId} hint={hint} error={error} />
    </div>
  );
}

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className = '',
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { hint, error })}
        className={controlClass(Boolean(error), 'resize-y')}
        {...textarea}
      />
      <FieldNotes id={inputId} hint={hint} error={error} />
    </div>
  );
}
