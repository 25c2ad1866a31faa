import './fonts';
import { CreateDetailsStep } from './create/create-details-step';
import { CreateInfoStep } from './create/create-info-step';
import { StudioPage } from './layout/studio-page';
import { CardSummary } from './steps/card-summary';
import { PreviewStep } from './steps/preview-step';
import { cardContentOf } from './wizard/card-content-of';
import { emptyCardValues } from './wizard/card-values';
import type { StepText } from './wizard/frame-for';
import { useCardWizard } from './wizard/use-card-wizard';
import { WIZARD_PAGES } from './wizard/wizard-pages';
import { CREATE_STEPS } from './wizard/wizard-steps';

/** The spec names the second step's heading 'Details' and the third's 'Media'. */
const STEP_TEXTS: readonly StepText[] = [
  {
    heading: 'Card details',
    lead: 'Choose how it is signed, who it is for, and how your words will look.',
  },
  {
    heading: 'Details',
    lead: 'Add the extras that make it theirs: a song, your voice, a photo and a sweet nickname.',
  },
  {
    heading: 'Media',
    lead: 'Your card is ready. Unwrap it in Live Preview, then send it on its way.',
  },
];

export default function CreateCardPage() {
  const wizard = useCardWizard({
    draftKey: WIZARD_PAGES.now.draftKey,
    emptyValues: emptyCardValues,
    steps: CREATE_STEPS,
    submitKind: 'now',
  });
  const { values, media, formKey } = wizard;
  return (
    <StudioPage
      wizard={wizard}
      title={WIZARD_PAGES.now.title}
      lead="Make it personal: your words, your style, your voice."
      galleryPath={WIZARD_PAGES.now.galleryPath}
      stepTexts={STEP_TEXTS}
      signatureStyle="plain"
      sent={{
        heading: 'Your card is on its way!',
        text: `We're delivering it to ${values.recipientName} at ${values.recipientEmail} right now. Thank you for making someone's day.`,
        againLabel: 'Create another card',
      }}
      renderStep={(template, frame) => {
        if (wizard.step === 0)
          return <CreateDetailsStep key={`details-${formKey}`} wizard={wizard} frame={frame} />;
        if (wizard.step === 1)
          return <CreateInfoStep key={`info-${formKey}`} wizard={wizard} frame={frame} />;
        return (
          <PreviewStep
            frame={frame}
            template={template}
            card={cardContentOf(template, values, media)}
            signatureStyle="plain"
            submitLabel="Send Now"
            isSubmitting={wizard.isSubmitting}
            onSubmit={wizard.finish}
            switchAction={{ label: wizard.switchLabel, onSwitch: wizard.switchMode }}
            pricing={{ price: wizard.price, focus: wizard.priceToConfirm, verb: 'send' }}
            summary={<CardSummary values={values} media={media} />}
          />
        );
      }}
    />
  );
}
