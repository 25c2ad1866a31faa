import { scheduleBasicsStepSchema } from '@greetly/domain';
import { useState } from 'react';
import { RecipientEmailField, RecipientNameField } from '../fields/recipient-fields';
import { ScheduleMomentFields } from '../fields/schedule-moment-fields';
import { SenderFields, SendingOptions } from '../fields/sending-options';
import type { ScheduleValues } from '../wizard/card-values';
import { scheduleIssues } from '../wizard/cross-field-checks';
import { StepForm } from '../wizard/step-form';
import type { StepProps } from '../wizard/step-props';

/** Step 1: how it is signed, who it is for, and when it arrives in their time zone. */
export function ScheduleBasicsStep({ wizard, frame }: StepProps<ScheduleValues>) {
  const [isAskingForOption, setIsAskingForOption] = useState(false);
  return (
    <StepForm
      schema={scheduleBasicsStepSchema}
      values={wizard.values}
      onValuesChange={wizard.setValues}
      onNext={wizard.next}
      revealErrors={wizard.revealStep === frame.index}
      onInvalid={(errors) => setIsAskingForOption('sendingOption' in errors)}
      crossFieldChecks={scheduleIssues}
      frame={frame}
    >
      <div className="space-y-7">
        <SendingOptions
          isAskingForOption={isAskingForOption}
          onOptionDialogClose={() => setIsAskingForOption(false)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <RecipientNameField />
          <RecipientEmailField />
        </div>
        <SenderFields />
        <ScheduleMomentFields />
      </div>
    </StepForm>
  );
}
