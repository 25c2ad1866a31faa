import { findTemplate, type Template } from '@greetly/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAlert } from '../../../components/dialogs/alert';
import { ApiRequestError } from '../../../lib/api';
import { requestFailureMessage } from '../../session/account-errors';
import { fromState } from '../../session/remembered-path';
import { useSession } from '../../session/session-context';
import type { CardValues } from './card-values';
import { clearDraft, type DraftKey, readDraft, writeDraft } from './draft-storage';
import { type SubmitKind, submitCard } from './submit-card';
import { templateFromState } from './template-from-state';
import { useWizardMedia } from './use-wizard-media';
import type { MediaKind, WizardMedia } from './wizard-media';
import { firstInvalidStep, type WizardStep } from './wizard-steps';

function errorText(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Something went wrong, please try again.';
}

/** Why the card could not go: shown by the page (the verify prompt) or as an alert. */
function isUnverified(error: unknown): boolean {
  return error instanceof ApiRequestError && error.body?.code === 'email_unverified';
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
  /** The sender must verify their e-mail address before the card can go. */
  needsVerification: boolean;
  dismissVerification: () => void;
  setValues: (values: V) => void;
  setMedia: (change: Partial<Pick<WizardMedia, 'image' | 'voice'>>) => void;
  retryUpload: (kind: MediaKind) => void;
  next: () => void;
  back: () => void;
  startOver: () => void;
  finish: () => Promise<void>;
}

/**
 * The state of a card wizard: its template, the step, the values typed so far (kept in
 * localStorage on every change) and the media (see useWizardMedia). Next and Back move one
 * step; Back never goes below the first. Finishing checks every step again, then sends: a guest
 * is taken to sign in (and brought back to this draft), an unverified sender is asked to
 * verify, and the media uploads are awaited before POST /api/cards.
 */
export function useCardWizard<V extends CardValues>({
  draftKey,
  emptyValues,
  steps,
  submitKind,
}: WizardOptions<V>): CardWizard<V> {
  const lastStep = steps.length - 1;
  const location = useLocation();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const session = useSession();
  const [initial] = useState(() => {
    const draft = readDraft(draftKey, emptyValues(), lastStep);
    const template =
      templateFromState(location.state) ?? (draft ? findTemplate(draft.templateId) : undefined);
    return { draft, template };
  });
  const template = initial.template;
  const [values, setValues] = useState<V>(() => initial.draft?.values ?? emptyValues());
  const [step, setStep] = useState(initial.draft?.step ?? 0);
  const { media, stored, setMedia, retryUpload, ensureUploaded, clearMedia } = useWizardMedia({
    draftKey,
    stored: initial.draft?.media,
    canUpload: session.status === 'signed-in',
  });
  const [hasMoved, setHasMoved] = useState(false);
  const [revealStep, setRevealStep] = useState<number | undefined>();
  const [isSent, setIsSent] = useState(false);
  const [needsVerification, setNeedsVerification] = useState(false);
  // Only a draft with something in it is worth a "welcome back".
  const [wasRestored, setWasRestored] = useState(
    () =>
      initial.draft !== null &&
      (initial.draft.step > 0 ||
        JSON.stringify(initial.draft.values) !== JSON.stringify(emptyValues())),
  );
  const [formKey, setFormKey] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);

  // Compared as text: the media change on every progress tick, their stored ids rarely.
  const storedMedia = JSON.stringify(stored);
  useEffect(() => {
    if (!template || isSent) return;
    writeDraft(draftKey, { templateId: template.id, step, values, media: JSON.parse(storedMedia) });
  }, [draftKey, template, step, values, storedMedia, isSent]);

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

  const startOver = useCallback(() => {
    clearMedia();
    setValues(emptyValues());
    setRevealStep(undefined);
    setWasRestored(false);
    setFormKey((key) => key + 1);
    goTo(0);
  }, [emptyValues, goTo, clearMedia]);

  const { status: sessionStatus, user, refresh, forget } = session;
  const finish = useCallback(async () => {
    if (!template || isSubmitting) return;
    const invalid = firstInvalidStep(steps, values);
    if (invalid !== undefined) {
      setRevealStep(invalid);
      goTo(invalid);
      return;
    }
    const toSignIn = () => navigate('/signin', { state: fromState(location) });
    if (sessionStatus === 'guest') {
      await toSignIn();
      return;
    }
    setIsSubmitting(true);
    try {
      // They may have opened the verification link since this page loaded.
      if (user && !user.email_verified) {
        const latest = await refresh();
        if (!latest?.email_verified) {
          setNeedsVerification(true);
          return;
        }
      }
      const mediaIds = await ensureUploaded();
      await submitCard(submitKind, { template, values }, mediaIds);
      clearDraft(draftKey);
      clearMedia();
      setIsSent(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        forget();
        await toSignIn();
      } else if (isUnverified(error)) {
        setNeedsVerification(true);
      } else {
        showAlert(
          error instanceof ApiRequestError ? requestFailureMessage(error) : errorText(error),
        );
      }
    } finally {
      setIsSubmitting(false);
    }
  }, [
    template,
    isSubmitting,
    steps,
    values,
    goTo,
    navigate,
    location,
    sessionStatus,
    user,
    refresh,
    ensureUploaded,
    submitKind,
    draftKey,
    clearMedia,
    forget,
    showAlert,
  ]);

  const dismissVerification = useCallback(() => setNeedsVerification(false), []);

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
    needsVerification,
    dismissVerification,
    setValues,
    setMedia,
    retryUpload,
    next,
    back,
    startOver,
    finish,
  };
}
