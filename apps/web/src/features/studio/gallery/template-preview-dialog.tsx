import type { Template } from '@greetly/domain';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { Dialog } from '../../../components/dialogs/dialog';
import { ButtonLink } from '../../../components/ui/button';
import { templateLabel } from './template-grid';
import { TEMPLATE_NAMES } from './template-names';

const stepButton =
  'rounded-full border border-line bg-white p-2.5 text-plum shadow-soft transition hover:border-rose-light hover:bg-blush focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold';

/**
 * The chosen tile, large, before it is used: its name, the words on it, and Previous and Next
 * (buttons, or the arrow keys) to look through the other results without closing.
 */
export function TemplatePreviewDialog({
  templates,
  index,
  onIndexChange,
  onClose,
  target,
}: {
  templates: readonly Template[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  target: string;
}) {
  const template = index === null ? undefined : templates[index];
  const names = template ? TEMPLATE_NAMES[template.id] : undefined;
  const count = templates.length;
  const step = (by: number) => {
    if (index !== null) onIndexChange((index + by + count) % count);
  };
  return (
    <Dialog
      open={template !== undefined}
      onClose={onClose}
      title={names?.name ?? template?.category ?? ''}
      size="lg"
    >
      {template && (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut for the Previous and Next buttons
        <div
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') step(-1);
            else if (event.key === 'ArrowRight') step(1);
          }}
          className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_15rem] sm:items-center"
        >
          <img
            key={template.id}
            src={template.preview}
            alt={`${templateLabel(template)}: ${names?.words ?? ''}`}
            width={600}
            height={800}
            className="mx-auto max-h-[55vh] w-auto rounded-2xl bg-cream-deep shadow-soft sm:max-h-[70vh]"
          />
          <div className="flex flex-col gap-4">
            <p className="text-sm text-plum-soft">
              {templateLabel(template)}
              {names && (
                <>
                  <br />
                  <span className="text-plum">“{names.words}”</span>
                </>
              )}
            </p>
            <ButtonLink to={target} state={{ template }} data-autofocus>
              Use this template
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            {count > 1 && (
              <div className="flex items-center justify-between gap-3">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className={stepButton}
                  aria-label="Previous template"
                >
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </button>
                <p className="text-sm text-plum-soft" aria-live="polite">
                  {(index ?? 0) + 1} of {count}
                </p>
                <button
                  type="button"
                  onClick={() => step(1)}
                  className={stepButton}
                  aria-label="Next template"
                >
                  <ChevronRight aria-hidden="true" className="size-5" />
                </button>
              </div>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
