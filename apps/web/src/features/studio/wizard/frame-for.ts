import type { CardValues } from './card-values';
import type { FrameProps } from './step-props';
import type { CardWizard } from './use-card-wizard';

export interface StepText {
  heading: string;
  lead: string;
}

/**
 * The frame of the wizard's current step. Back moves one step down; on the first step it leads
 * back to the templates (the draft stays), so the step index itself never goes below 0.
 */
export function frameFor<V extends CardValues>(
  wizard: CardWizard<V>,
  texts: readonly StepText[],
  toGallery: () => void,
): FrameProps {
  const { step, steps } = wizard;
  const isFirst = step === 0;
  return {
    index: step,
    count: steps.length,
    name: steps[step]?.name ?? '',
    heading: texts[step]?.heading ?? '',
    lead: texts[step]?.lead,
    takeFocus: wizard.hasMoved,
    onBack: isFirst ? toGallery : wizard.back,
    backLabel: isFirst ? 'Back to templates' : 'Back',
  };
}
