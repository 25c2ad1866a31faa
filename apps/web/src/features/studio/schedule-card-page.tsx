import './fonts';
import { StudioPage } from './layout/studio-page';
import { ArrivalMoments } from './schedule/arrival-moments';
import { arrivalText } from './schedule/arrival-text';
import { ScheduleBasicsStep } from './schedule/schedule-basics-step';
import { ScheduleMediaStep } from './schedule/schedule-media-step';
import { ScheduleMoreStep } from './schedule/schedule-more-step';
import { CardSummary } from './steps/card-summary';
import { PreviewStep } from './steps/preview-step';
import { cardContentOf } from './wizard/card-content-of';
import { emptyScheduleValues } from './wizard/card-values';
import type { StepText } from './wizard/frame-for';
import { useCardWizard } from './wizard/use-card-wizard';
import { SCHEDULE_STEPS } from './wizard/wizard-steps';

const STEP_TEXTS: readonly StepText[] = [
  {
    heading: 'Basic information',
    lead: 'Who it is for, how it is signed, and the moment it should arrive.',
  },
  { heading: 'Media', lead: 'Pick the look, write your message, and add a song or your voice.' },
  { heading: 'More info', lead: 'A photo and a sweet nickname make it unmistakably theirs.' },
  {
    heading: 'Preview',
    lead: 'All set. Unwrap it in Live Preview, then schedule it for the perfect moment.',
  },
];

export default function ScheduleCardPage() {
  const wizard = useCardWizard({
    draftKey: 'draft:schedule-card',
    emptyValues: emptyScheduleValues,
    steps: SCHEDULE_STEPS,
    submitKind: 'schedule',
  });
  const { values, media, formKey } = wizard;
  return (
    <StudioPage
      wizard={wizard}
      title="Schedule your Card"
      lead="Write it today, and we'll deliver it right on time, in their time zone."
      galleryPath="/schedule-template"
      stepTexts={STEP_TEXTS}
      signatureStyle="tilde"
      sent={{
        heading: 'Your card is scheduled!',
        text: `It will reach ${values.recipientName} at ${values.recipientEmail} right on time.`,
        details: <ArrivalMoments values={values} />,
        againLabel: 'Schedule another card',
      }}
      renderStep={(template, frame) => {
        const key = `${wizard.step}-${formKey}`;
        if (wizard.step === 0)
          return <ScheduleBasicsStep key={key} wizard={wizard} frame={frame} />;
        if (wizard.step === 1) return <ScheduleMediaStep key={key} wizard={wizard} frame={frame} />;
        if (wizard.step === 2) return <ScheduleMoreStep key={key} wizard={wizard} frame={frame} />;
        return (
          <PreviewStep
            frame={frame}
            template={template}
            card={cardContentOf(template, values, media)}
            signatureStyle="tilde"
            submitLabel="Schedule Now"
            isSubmitting={wizard.isSubmitting}
            onSubmit={wizard.finish}
            summary={
              <CardSummary
                values={values}
                media={media}
                extraRow={{ term: 'Arrives', value: arrivalText(values) }}
              />
            }
          />
        );
      }}
    />
  );
}
