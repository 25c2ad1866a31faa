import { scheduleMoreStepSchema } from '@greetly/domain';
import { PhotoField } from '../fields/media-fields';
import { NicknameField } from '../fields/recipient-fields';
import { StickerField } from '../fields/sticker-field';
import type { ScheduleValues } from '../wizard/card-values';
import { StepForm } from '../wizard/step-form';
import type { StepProps } from '../wizard/step-props';

/** Step 3: a photo and the sweet nickname. */
export function ScheduleMoreStep({ wizard, frame }: StepProps<ScheduleValues>) {
  return (
    <StepForm
      schema={scheduleMoreStepSchema}
      values={wizard.values}
      onValuesChange={wizard.setValues}
      onNext={wizard.next}
      revealErrors={wizard.revealStep === frame.index}
      frame={frame}
    >
      <div className="space-y-7">
        <PhotoField wizard={wizard} />
        <NicknameField />
        {wizard.template && <StickerField wizard={wizard} template={wizard.template} />}
      </div>
    </StepForm>
  );
}
