import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { controlClass, describedBy, FieldLabel, FieldNotes } from './field-parts';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode;
  options: readonly string[];
  /** The first, empty choice ("Select …"); choosing it leaves the field empty. */
  placeholder: string;
  error?: string;
  hint?: ReactNode;
}

export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className = '',
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={className}>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, { hint, error })}
          className={controlClass(Boolean(error), 'cursor-pointer appearance-none pr-11')}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-plum-soft"
        />
      </div>
      <FieldNotes id={selectId} hint={hint} error={error} />
    </div>
  );
}
