import { scheduleMediaStepSchema } from '@greetly/domain';
import { MusicField, VoiceNoteField } from '../fields/media-fields';
import { StyleFields } from '../fields/style-fields';
import type { ScheduleValues } from '../wizard/card-values';
import { StepForm } from '../wizard/step-form';
import type { StepProps } from '../wizard/step-props';

/** Step 2: the look, the message, and the sound of the card. */
export function ScheduleMediaStep({ wizard, frame }: StepProps<ScheduleValues>) {
  return (
    <StepForm
      schema={scheduleMediaStepSchema}
      values={wizard.values}
      onValuesChange={wizard.setValues}
      onNext={wizard.next}
      revealErrors={wizard.revealStep === frame.index}
      frame={frame}
    >
      <div className="space-y-7">
        <StyleFields />
        <MusicField />
        <VoiceNoteField wizard={wizard} />
      </div>
    </StepForm>
  );
}
