import { findTemplate, type SenderCard, type Template } from '@greetly/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAlert } from '../../../components/dialogs/alert';
import { ApiRequestError } from '../../../lib/api';
import { requestFailureMessage } from '../../session/account-errors';
import { useSession } from '../../session/session-context';
import { type PriceState, priceFeaturesOf, useCardPrice } from './card-price';
import type { CardValues } from './card-values';
import {
  clearDraft,
  type DraftKey,
  readDraft,
  type StoredDraft,
  writeDraft,
} from './draft-storage';
import { type SubmitKind, submitCard, updateCard } from './submit-card';
import { isSwitchedState, moveDraft, WIZARD_MODES } from './switch-mode';
import { templateFromState } from './template-from-state';
import { useStepHistory } from './use-step-history';
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
  /**
   * A scheduled card being edited: the wizard starts from it (not from a draft), keeps no
   * draft, and saving replaces the card instead of making a new one.
   */
  editing?: { cardId: string; card: StoredDraft<V> };
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
  /** Sent, but kept until the sender confirms their e-mail address. */
  isWaiting: boolean;
  /** The card as the server answered once it was sent or saved (the success panel names it). */
  sentCard: SenderCard | null;
  isSubmitting: boolean;
  /** A guest pressed send: they sign in or up on top of the studio, then the card goes. */
  needsSignIn: boolean;
  dismissSignIn: () => void;
  sendAfterSignIn: () => void;
  /**
   * What the server would charge for the card now (decision 0034): asked on the last step of a
   * new card, for a signed-in sender, again whenever its features change.
   */
  price: PriceState;
  /** Signing in showed that the card costs something: it waits for the sender to look first. */
  priceToConfirm: boolean;
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
  /** The other way to send (now ⇄ scheduled), and the move there with everything kept. */
  switchLabel: string;
  switchMode: () => Promise<void>;
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
  editing,
}: WizardOptions<V>): CardWizard<V> {
  const lastStep = steps.length - 1;
  const location = useLocation();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const session = useSession();
  const [initial] = useState(() => {
    if (editing) return { draft: editing.card, template: findTemplate(editing.card.templateId) };
    const draft = readDraft(draftKey, emptyValues(), lastStep);
    const template =
      templateFromState(location.state) ?? (draft ? findTemplate(draft.templateId) : undefined);
    return { draft, template };
  });
  const template = initial.template;
  // A card started for someone ('Send a card back') arrives with their name: ?to=Tobi.
  const [values, setValues] = useState<V>(() => {
    if (initial.draft?.values) return initial.draft.values;
    const to = new URLSearchParams(location.search).get('to')?.trim().slice(0, 80);
    return to ? { ...emptyValues(), recipientName: to } : emptyValues();
  });
  const { step, hasMoved, goTo, back: stepBack } = useStepHistory(lastStep, initial.draft?.step);
  const { media, stored, setMedia, retryUpload, ensureUploaded, clearMedia } = useWizardMedia({
    draftKey,
    stored: initial.draft?.media,
    canUpload: session.status === 'signed-in',
  });
  const [revealStep, setRevealStep] = useState<number | undefined>();
  const [isSent, setIsSent] = useState(false);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [isWaiting, setIsWaiting] = useState(false);
  const [sentCard, setSentCard] = useState<SenderCard | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [isSendingAfterSignIn, setIsSendingAfterSignIn] = useState(false);
  const [priceToConfirm, setPriceToConfirm] = useState(false);
  // Only a draft with something in it is worth a "welcome back".
  const [wasRestored, setWasRestored] = useState(
    () =>
      !editing &&
      initial.draft !== null &&
      !isSwitchedState(location.state) &&
      (initial.draft.step > 0 ||
        JSON.stringify(initial.draft.values) !== JSON.stringify(emptyValues())),
  );
  const [formKey, setFormKey] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { state: price, check: checkPrice } = useCardPrice(
    priceFeaturesOf(values, media),
    session.status === 'signed-in' && step === lastStep && !editing && !isSent,
  );

  // Compared as text: the media change on every progress tick, their stored ids rarely.
  const storedMedia = JSON.stringify(stored);
  // Set in the same tick the draft is cleared: the router's step change can render before
  // isSent does, and that render must not write the sent card back as a draft.
  const sentRef = useRef(false);
  // Set as the card moves to the other wizard: clearing this wizard's media re-renders it before
  // the navigation unmounts it, and that render must not write back the draft just moved.
  const movedAwayRef = useRef(false);
  useEffect(() => {
    if (!template || isSent || sentRef.current || movedAwayRef.current || editing) return;
    writeDraft(draftKey, { templateId: template.id, step, values, media: JSON.parse(storedMedia) });
  }, [draftKey, template, step, values, storedMedia, isSent, editing]);

  const next = useCallback(() => {
    setRevealStep(undefined);
    goTo(step + 1);
  }, [goTo, step]);

  const back = useCallback(() => {
    setRevealStep(undefined);
    stepBack();
  }, [stepBack]);

  const startOver = useCallback(() => {
    clearMedia();
    setValues(emptyValues());
    setRevealStep(undefined);
    setWasRestored(false);
    setFormKey((key) => key + 1);
    goTo(0, { replace: true });
  }, [emptyValues, goTo, clearMedia]);

  const { status: sessionStatus, forget } = session;
  const finish = useCallback(async () => {
    if (!template || isSubmitting) return;
    const invalid = firstInvalidStep(steps, values);
    if (invalid !== undefined) {
      setRevealStep(invalid);
      goTo(invalid, { replace: true });
      return;
    }
    if (sessionStatus === 'guest') {
      setNeedsSignIn(true);
      return;
    }
    setIsSubmitting(true);
    let isLeaving = false;
    try {
      const mediaIds = await ensureUploaded();
      let card: SenderCard;
      if (editing) card = await updateCard(editing.cardId, { template, values }, mediaIds);
      else {
        const answer = await submitCard(submitKind, { template, values }, mediaIds);
        card = answer.card;
        sentRef.current = true;
        clearDraft(draftKey);
        if (card.status === 'awaiting_payment') {
          // Kept until it is paid: on to the provider, or to the card's page to pay from there.
          clearMedia();
          isLeaving = true;
          if (answer.payment) window.location.assign(answer.payment.redirectUrl);
          else await navigate(`/cards/${card.id}`);
          return;
        }
      }
      clearMedia();
      // An unconfirmed sender's card is kept: it goes out once they confirm their address.
      setIsWaiting(card.status === 'waiting');
      setSentCard(card);
      setIsSent(true);
      // A reload then starts a new card with the same template, not an empty last step.
      goTo(0, { replace: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        forget();
        setNeedsSignIn(true);
      } else if (isUnverified(error)) {
        setNeedsVerification(true);
      } else {
        showAlert(
          error instanceof ApiRequestError ? requestFailureMessage(error) : errorText(error),
        );
      }
    } finally {
      // Leaving for the payment: the button stays busy until the page goes.
      if (!isLeaving) setIsSubmitting(false);
    }
  }, [
    template,
    isSubmitting,
    steps,
    values,
    goTo,
    sessionStatus,
    ensureUploaded,
    submitKind,
    draftKey,
    editing,
    clearMedia,
    navigate,
    forget,
    showAlert,
  ]);

  const dismissVerification = useCallback(() => setNeedsVerification(false), []);
  const dismissSignIn = useCallback(() => setNeedsSignIn(false), []);
  const sendAfterSignIn = useCallback(() => {
    setNeedsSignIn(false);
    setIsSendingAfterSignIn(true);
  }, []);
  // The session learns who signed in a moment later; then the card goes.
  useEffect(() => {
    if (!isSendingAfterSignIn || sessionStatus !== 'signed-in') return;
    setIsSendingAfterSignIn(false);
    void (async () => {
      // A card that costs something is shown with its price first, never charged unseen.
      const decision = editing ? null : await checkPrice();
      if (decision?.kind === 'premium') setPriceToConfirm(true);
      else await finish();
    })();
  }, [isSendingAfterSignIn, sessionStatus, finish, editing, checkPrice]);

  const otherMode = submitKind === 'now' ? 'schedule' : 'now';
  const switchMode = useCallback(async () => {
    if (!template) return;
    movedAwayRef.current = true;
    await moveDraft(draftKey, otherMode, { templateId: template.id, values, media: stored });
    clearMedia();
    await navigate(WIZARD_MODES[otherMode].path, {
      state: { template: { id: template.id }, switched: true },
    });
  }, [template, draftKey, otherMode, values, stored, clearMedia, navigate]);

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
    isWaiting,
    sentCard,
    isSubmitting,
    needsSignIn,
    dismissSignIn,
    sendAfterSignIn,
    price,
    priceToConfirm,
    needsVerification,
    dismissVerification,
    setValues,
    setMedia,
    retryUpload,
    next,
    back,
    startOver,
    finish,
    switchLabel: WIZARD_MODES[otherMode].switchLabel,
    switchMode,
  };
}
