import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Accessible role: 'alertdialog' for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  hideTitle?: boolean;
  closeLabel?: string;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' };

/**
 * A modal on the native <dialog>: the browser makes the page behind it inert (a focus trap),
 * Escape closes it and focus returns to what opened it. A click on the backdrop closes it too.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  role = 'dialog',
  size = 'md',
  hideTitle = false,
  closeLabel = 'Close',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first focusable element (the ✕); the dialog's main answer,
      // marked data-autofocus, is where the keyboard should start.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has its keyboard twin in Escape (onCancel)
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop; the content covers the rest.
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-3xl bg-transparent p-0 text-plum open:animate-pop-in`}
    >
      {open && (
        <div className="relative rounded-3xl bg-cream p-6 shadow-soft sm:p-8">
          <button
            type="button"
            onClick={onClose}
            className="absolute top-4 right-4 rounded-full p-2 text-plum-soft hover:bg-blush hover:text-plum"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <h2
            id={titleId}
            className={hideTitle ? 'sr-only' : 'pr-10 font-display text-2xl font-bold text-plum'}
          >
            {title}
          </h2>
          <div className={hideTitle ? '' : 'mt-4'}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
