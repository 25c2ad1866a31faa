import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { controlClass, describedBy, FieldLabel, FieldNotes } from './field-parts';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  error,
  hint,
  id,
  className = '',
  ...input
}: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="relative">
        <input
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { hint, error })}
          className={controlClass(Boolean(error), 'pr-14')}
          {...input}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          aria-controls={inputId}
          className="absolute inset-y-1.5 right-1.5 grid w-11 place-items-center rounded-lg text-plum-soft transition hover:bg-blush hover:text-rose-dark"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <FieldNotes id={inputId} hint={hint} error={error} />
    </div>
  );
}
