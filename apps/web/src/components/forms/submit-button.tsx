import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/** The form's main button; while the request runs it shows a spinner and cannot be pressed twice. */
export function SubmitButton({
  isPending,
  children,
  className = '',
}: {
  isPending: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={isPending}
      aria-busy={isPending}
      className={className}
    >
      {isPending && (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {children}
    </Button>
  );
}
