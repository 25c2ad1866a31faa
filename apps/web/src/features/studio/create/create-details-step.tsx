import { createDetailsStepSchema, senderIssues } from '@greetly/domain';
import { useState } from 'react';
import { RecipientEmailField, RecipientNameField } from '../fields/recipient-fields';
import { SenderFields, SendingOptions } from '../fields/sending-options';
import { StyleFields } from '../fields/style-fields';
import type { CardValues } from '../wizard/card-values';
import { StepForm } from '../wizard/step-form';
import type { StepProps } from '../wizard/step-props';

/** Step 1: how it is signed, who it is for, how it looks and what it says. */
export function CreateDetailsStep({ wizard, frame }: StepProps<CardValues>) {
  const [isAskingForOption, setIsAskingForOption] = useState(false);
  return (
    <StepForm
      schema={createDetailsStepSchema}
      values={wizard.values}
      onValuesChange={wizard.setValues}
      onNext={wizard.next}
      revealErrors={wizard.revealStep === frame.index}
      onInvalid={(errors) => setIsAskingForOption('sendingOption' in errors)}
      crossFieldChecks={senderIssues}
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
        <StyleFields />
      </div>
    </StepForm>
  );
}
