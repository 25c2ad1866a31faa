import type { Template } from '@greetly/domain';
import { ArrowLeftRight, Eye, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { CardContent, SignatureStyle } from '../../card/card-content';
import { LivePreview } from '../../card/live-preview';
import { templateLabel } from '../gallery/template-grid';
import { StepFrame } from '../wizard/step-frame';
import type { FrameProps } from '../wizard/step-props';

/**
 * The last step of both wizards: the template's picture, a summary, Live Preview (the full card
 * with its effect) and the button that sends or schedules it.
 */
export function PreviewStep({
  frame,
  template,
  card,
  signatureStyle,
  submitLabel,
  isSubmitting,
  onSubmit,
  summary,
  switchAction,
}: {
  frame: FrameProps;
  template: Template;
  card: CardContent;
  signatureStyle: SignatureStyle;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: () => void;
  summary: ReactNode;
  /** The other way to send this card (now ⇄ scheduled), with everything kept. */
  switchAction?: { label: string; onSwitch: () => void };
}) {
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  return (
    <StepFrame
      {...frame}
      actions={
        <>
          <Button variant="secondary" size="lg" onClick={() => setIsPreviewOpen(true)}>
            <Eye aria-hidden="true" className="size-5" />
            Live Preview
          </Button>
          <Button size="lg" onClick={onSubmit} disabled={isSubmitting} aria-busy={isSubmitting}>
            <Send aria-hidden="true" className="size-5" />
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-start">
        <img
          src={template.preview}
          alt={templateLabel(template)}
          width={600}
          height={800}
          className="mx-auto aspect-[3/4] w-full max-w-56 rounded-2xl object-cover shadow-lift ring-1 ring-line"
        />
        <div className="min-w-0 space-y-4">
          {summary}
          <p className="text-sm text-plum-soft">
            Open Live Preview to unwrap the card exactly as they will: the gift box, your effect and
            every page.
          </p>
          {switchAction && (
            <button
              type="button"
              onClick={switchAction.onSwitch}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-rose-dark underline underline-offset-4 hover:text-plum"
            >
              <ArrowLeftRight aria-hidden="true" className="size-4" />
              {switchAction.label}
            </button>
          )}
        </div>
      </div>
      <LivePreview
        open={isPreviewOpen}
        onClose={() => setIsPreviewOpen(false)}
        card={card}
        signatureStyle={signatureStyle}
      />
    </StepFrame>
  );
}
