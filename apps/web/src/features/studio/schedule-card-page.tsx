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
import { emptyScheduleValues, type ScheduleValues } from './wizard/card-values';
import type { StoredDraft } from './wizard/draft-storage';
import type { StepText } from './wizard/frame-for';
import { useCardWizard } from './wizard/use-card-wizard';
import { WIZARD_PAGES } from './wizard/wizard-pages';
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
  return <ScheduleWizard />;
}

/** A scheduled card being edited: where it starts from, and how the page speaks of it. */
export interface ScheduleEditing {
  cardId: string;
  card: StoredDraft<ScheduleValues>;
}

/** The schedule wizard: a new card, or with `editing` the changes to a scheduled one. */
export function ScheduleWizard({ editing }: { editing?: ScheduleEditing }) {
  const wizard = useCardWizard({
    draftKey: editing ? 'draft:edit-card' : WIZARD_PAGES.schedule.draftKey,
    // Start over, while editing, goes back to the card as it was.
    emptyValues: editing ? () => ({ ...editing.card.values }) : emptyScheduleValues,
    steps: SCHEDULE_STEPS,
    submitKind: 'schedule',
    editing,
  });
  const { values, media, formKey } = wizard;
  return (
    <StudioPage
      wizard={wizard}
      title={editing ? 'Edit your card' : WIZARD_PAGES.schedule.title}
      lead={
        editing
          ? 'Change anything until it goes out; it arrives at the moment you set.'
          : "Write it today, and we'll deliver it right on time, in their time zone."
      }
      galleryPath={WIZARD_PAGES.schedule.galleryPath}
      stepTexts={STEP_TEXTS}
      signatureStyle="tilde"
      sent={{
        heading: editing ? 'Your changes are saved!' : 'Your card is scheduled!',
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
            submitLabel={editing ? 'Save changes' : 'Schedule Now'}
            isSubmitting={wizard.isSubmitting}
            onSubmit={wizard.finish}
            switchAction={
              editing ? undefined : { label: wizard.switchLabel, onSwitch: wizard.switchMode }
            }
            pricing={
              editing
                ? undefined
                : { price: wizard.price, focus: wizard.priceToConfirm, verb: 'schedule' }
            }
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
