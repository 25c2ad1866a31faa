import { createInfoStepSchema } from '@greetly/domain';
import { MusicField, PhotoField, VoiceNoteField } from '../fields/media-fields';
import { NicknameField, RecipientNameField } from '../fields/recipient-fields';
import { StickerField } from '../fields/sticker-field';
import type { CardValues } from '../wizard/card-values';
import { StepForm } from '../wizard/step-form';
import type { StepProps } from '../wizard/step-props';

/** Step 2: the extras that make it personal: a song, their voice, a photo, a nickname. */
export function CreateInfoStep({ wizard, frame }: StepProps<CardValues>) {
  return (
    <StepForm
      schema={createInfoStepSchema}
      values={wizard.values}
      onValuesChange={wizard.setValues}
      onNext={wizard.next}
      revealErrors={wizard.revealStep === frame.index}
      frame={frame}
    >
      <div className="space-y-7">
        <MusicField />
        <VoiceNoteField wizard={wizard} />
        <PhotoField wizard={wizard} />
        <div className="grid gap-5 sm:grid-cols-2">
          <RecipientNameField />
          <NicknameField />
        </div>
        {wizard.template && <StickerField wizard={wizard} template={wizard.template} />}
      </div>
    </StepForm>
  );
}
