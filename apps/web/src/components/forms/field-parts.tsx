import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The look of every text-like control; an invalid one gets a rose border so it stands out. */
export function controlClass(isInvalid: boolean, extra = ''): string {
  return `block w-full rounded-xl border-2 bg-white px-4 py-3 text-base text-plum placeholder:text-plum-soft transition focus:border-rose ${
    isInvalid ? 'border-rose-dark bg-blush/40' : 'border-plum-soft/30 hover:border-plum-soft/60'
  } ${extra}`.trim();
}

/** Ids that tie a control to its hint and error text, for aria-describedby. */
export function describedBy(
  id: string,
  parts: { hint?: ReactNode; error?: string },
): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : '', parts.error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-plum">
      {children}
    </label>
  );
}

/** The hint under a control (if any) and its error message (if any). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
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
    </>
  );
}
