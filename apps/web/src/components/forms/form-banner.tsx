import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form-level failure (the server's message, a network error), announced when it appears. */
export function FormError({ message, className = '' }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-2xl border border-rose/40 bg-blush px-4 py-3 text-sm font-medium text-rose-dark ${className}`}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

/** A calm confirmation (a link was sent, a password changed), announced politely. */
export function FormSuccess({
  children,
  className = '',
}: {
  children?: ReactNode;
  className?: string;
}) {
  if (!children) return null;
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-2xl border border-mint/40 bg-mint-light px-4 py-3 text-sm font-medium text-plum ${className}`}
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-mint" />
      <div>{children}</div>
    </div>
  );
}

/** A neutral note above a form (why the visitor is here), announced politely. */
export function FormInfo({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-2xl border border-gold/60 bg-gold-light px-4 py-3 text-sm font-medium text-plum ${className}`}
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-dark" />
      <div>{children}</div>
    </div>
  );
}
