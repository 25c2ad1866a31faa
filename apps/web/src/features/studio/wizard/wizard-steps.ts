import {
  createDetailsStepSchema,
  createInfoStepSchema,
  scheduleBasicsStepSchema,
  scheduleMediaStepSchema,
  scheduleMoreStepSchema,
} from '@greetly/domain';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';

export interface WizardStep {
  /** Shown in the step indicator. */
  name: string;
  /** The step's own check on Next; the last (preview) step has none. */
  schema?: ZodType<unknown, FieldValues>;
}

export const CREATE_STEPS: readonly WizardStep[] = [
  { name: 'Details', schema: createDetailsStepSchema },
  { name: 'Info', schema: createInfoStepSchema },
  { name: 'Preview Selection' },
];

export const SCHEDULE_STEPS: readonly WizardStep[] = [
  { name: 'Basic information', schema: scheduleBasicsStepSchema },
  { name: 'Media', schema: scheduleMediaStepSchema },
  { name: 'More info', schema: scheduleMoreStepSchema },
  { name: 'Preview' },
];

/** The first step whose check fails for these values, if any. */
export function firstInvalidStep(
  steps: readonly WizardStep[],
  values: unknown,
): number | undefined {
  const index = steps.findIndex((step) => step.schema && !step.schema.safeParse(values).success);
  return index === -1 ? undefined : index;
}
