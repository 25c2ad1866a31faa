import { useEffect, useId, useRef } from 'react';
import type { CardContent, SignatureStyle } from './card-content';
import { CardReveal } from './card-reveal';

/**
 * The wizards' full-screen Live Preview on the native <dialog>, as the shared Dialog does it:
 * the page behind is inert, Escape closes, focus returns to the opener. Its content is mounted
 * only while open, so every opening starts again at the gift box.
 */
export function LivePreview({
  open,
  onClose,
  card,
  signatureStyle,
  showCover = true,
}: {
  open: boolean;
  onClose: () => void;
  card: CardContent;
  signatureStyle: SignatureStyle;
  /** The template's cover opens the stack unless a flow asks otherwise. */
  showCover?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid="live-preview"
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-gradient-to-b from-blush via-cream to-gold-light/60 p-0 text-plum backdrop:bg-plum/60"
    >
      {open && (
        <div className="flex min-h-full flex-col">
          <header className="sticky top-0 z-20 flex items-center justify-between gap-4 border-b border-rose/10 bg-cream/85 px-4 py-3 backdrop-blur sm:px-8">
            <h2 id={titleId} className="text-xl font-bold text-plum sm:text-2xl">
              Live Preview
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close preview"
              className="grid size-11 place-items-center rounded-full bg-white text-xl text-plum shadow-soft ring-1 ring-plum/10 transition hover:bg-rose hover:text-white"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </header>
          <div className="mx-auto flex w-full max-w-3xl flex-1 items-center justify-center px-3 py-6 sm:px-6">
            <CardReveal card={card} signatureStyle={signatureStyle} showCover={showCover} />
          </div>
        </div>
      )}
    </dialog>
  );
}
