import type { ComponentProps } from 'react';
import type { CardValues } from './card-values';
import type { StepFrame } from './step-frame';
import type { CardWizard } from './use-card-wizard';

export type FrameProps = Omit<ComponentProps<typeof StepFrame>, 'actions' | 'children'>;

/** What every step gets: the wizard's state and its own frame (position, heading, Back). */
export interface StepProps<V extends CardValues> {
  wizard: CardWizard<V>;
  frame: FrameProps;
}
