import { CARD_MESSAGES, findTemplate, type Template } from '@greetly/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAlert } from '../../../components/dialogs/alert';
import type { CardValues } from './card-values';
import { clearDraft, type DraftKey, readDraft, writeDraft } from './draft-storage';
import { type SubmitKind, submitCard } from './submit-card';
import { templateFromState } from './template-from-state';
import { NO_MEDIA, type WizardMedia } from './wizard-media';
import { firstInvalidStep, type WizardStep } from './wizard-steps';

function revokeMedia({ image, voice }: WizardMedia): void {
  if (image) URL.revokeObjectURL(image.url);
  if (voice) URL.revokeObjectURL(voice.url);
}

interface WizardOptions<V extends CardValues> {
  draftKey: DraftKey;
  emptyValues: () => V;
  steps: readonly WizardStep[];
  submitKind: SubmitKind;
}

export interface CardWizard<V extends CardValues> {
  template: Template | undefined;
  steps: readonly WizardStep[];
  step: number;
  values: V;
  media: WizardMedia;
  /** True once the visitor has moved between steps, so focus follows them to the new step. */
  hasMoved: boolean;
  /** A step the final check sent the visitor back to: it shows its errors at once. */
  revealStep: number | undefined;
  /** The draft was found on arrival (a reload, a return) and not started over since. */
  wasRestored: boolean;
  /** Changes when the values are replaced wholesale, so step forms start again from them. */
  formKey: number;
  isSent: boolean;
  isSubmitting: boolean;
  setValues: (values: V) => void;
  setMedia: (change: Partial<WizardMedia>) => void;
  next: () => void;
  back: () => void;
  startOver: () => void;
  finish: () => Promise<void>;
}

/**
 * The state of a card wizard: its template, the step, the values typed so far (kept in
 * localStorage on every change) and the media (kept in memory). Next and Back move one step;
 * Back never goes below the first. Finishing checks every step again, then submits.
 */
export function useCardWizard<V extends CardValues>({
  draftKey,
  emptyValues,
  steps,
  submitKind,
}: WizardOptions<V>): CardWizard<V> {
  const lastStep = steps.length - 1;
  const location = useLocation();
  const { showAlert } = useAlert();
  const [initial] = useState(() => {
    const draft = readDraft(draftKey, emptyValues(), lastStep);
    const template =
      templateFromState(location.state) ?? (draft ? findTemplate(draft.templateId) : undefined);
    return { draft, template };
  });
  const template = initial.template;
  const [values, setValues] = useState<V>(() => initial.draft?.values ?? emptyValues());
  const [step, setStep] = useState(initial.draft?.step ?? 0);
  const [media, setMediaState] = useState<WizardMedia>(NO_MEDIA);
  const [hasMoved, setHasMoved] = useState(false);
  const [revealStep, setRevealStep] = useState<number | undefined>();
  const [isSent, setIsSent] = useState(false);
  // Only a draft with something in it is worth a "welcome back".
  const [wasRestored, setWasRestored] = useState(
    () =>
      initial.draft !== null &&
      (initial.draft.step > 0 ||
        JSON.stringify(initial.draft.values) !== JSON.stringify(emptyValues())),
  );
  const [formKey, setFormKey] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    if (template && !isSent) writeDraft(draftKey, { templateId: template.id, step, values });
  }, [draftKey, template, step, values, isSent]);

  // The object URLs of the media die with the page that made them.
  const mediaRef = useRef(media);
  useEffect(() => {
    mediaRef.current = media;
  }, [media]);
  useEffect(
    () => () => {
      revokeMedia(mediaRef.current);
    },
    [],
  );

  const goTo = useCallback(
    (index: number) => {
      setStep(Math.min(Math.max(index, 0), lastStep));
      setHasMoved(true);
    },
    [lastStep],
  );

  const next = useCallback(() => {
    setRevealStep(undefined);
    goTo(step + 1);
  }, [goTo, step]);

  const back = useCallback(() => {
    setRevealStep(undefined);
    goTo(step - 1);
  }, [goTo, step]);

  const setMedia = useCallback(
    (change: Partial<WizardMedia>) => setMediaState((current) => ({ ...current, ...change })),
    [],
  );

  const startOver = useCallback(() => {
    revokeMedia(mediaRef.current);
    setValues(emptyValues());
    setMediaState(NO_MEDIA);
    setRevealStep(undefined);
    setWasRestored(false);
    setFormKey((key) => key + 1);
    goTo(0);
  }, [emptyValues, goTo]);

  const finish = useCallback(async () => {
    if (!template || isSubmitting) return;
    const invalid = firstInvalidStep(steps, values);
    if (invalid !== undefined) {
      setRevealStep(invalid);
      goTo(invalid);
      return;
    }
    setIsSubmitting(true);
    try {
      await submitCard(submitKind, { template, values, media });
    } catch (error) {
      showAlert(error instanceof Error ? error.message : 'Something went wrong, please try again.');
      return;
    } finally {
      setIsSubmitting(false);
    }
    clearDraft(draftKey);
    setIsSent(true);
    showAlert(CARD_MESSAGES.submitted);
  }, [template, isSubmitting, steps, values, goTo, submitKind, media, showAlert, draftKey]);

  return {
    template,
    steps,
    step,
    values,
    media,
    hasMoved,
    revealStep,
    wasRestored,
    formKey,
    isSent,
    isSubmitting,
    setValues,
    setMedia,
    next,
    back,
    startOver,
    finish,
  };
}
