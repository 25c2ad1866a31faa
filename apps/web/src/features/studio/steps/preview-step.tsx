import type { Template } from '@greetly/domain';
import { ArrowLeftRight, Eye, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { CardContent, SignatureStyle } from '../../card/card-content';
import { LivePreview } from '../../card/live-preview';
import { templateLabel } from '../gallery/template-grid';
import type { PriceState } from '../wizard/card-price';
import { StepFrame } from '../wizard/step-frame';
import type { FrameProps } from '../wizard/step-props';
import { PriceNotice, submitLabelFor } from './price-notice';

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
  pricing,
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
  /**
   * A new card's price as the server decides it (decision 0034), shown above the button, which
   * then says what the click does ('Pay ₦800 and send'). Left out while editing a card.
   */
  pricing?: { price: PriceState; focus: boolean; verb: 'send' | 'schedule' };
}) {
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const label = pricing
    ? submitLabelFor(pricing.price, { free: submitLabel, verb: pricing.verb })
    : submitLabel;
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
            {label}
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
          {pricing && <PriceNotice price={pricing.price} focus={pricing.focus} />}
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
