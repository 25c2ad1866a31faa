import type { CardValues } from './card-values';
import { browserTimeZone } from './card-values';
import { clearDraft, type DraftKey, type StoredMedia, writeDraft } from './draft-storage';
import { forgetLocalMedia, keepLocalMedia, readLocalMedia } from './media-store';
import type { SubmitKind } from './submit-card';

/** The two ways a card goes, each a wizard of its own with its own draft. */
export const WIZARD_MODES: Record<
  SubmitKind,
  { draftKey: DraftKey; path: string; arrivalStep: number; switchLabel: string }
> = {
  // From the schedule wizard everything the send-now wizard asks is there: land on its last step.
  now: {
    draftKey: 'draft:create-card',
    path: '/create-card',
    arrivalStep: 2,
    switchLabel: 'Send it now instead',
  },
  // The schedule wizard's first step asks when; everything else is kept.
  schedule: {
    draftKey: 'draft:schedule-card',
    path: '/schedule-card',
    arrivalStep: 0,
    switchLabel: 'Schedule it for later instead',
  },
};

/** History state of a wizard opened by a switch: the draft is not a "welcome back". */
export interface SwitchedState {
  template: { id: number };
  switched: true;
}

export function isSwitchedState(state: unknown): state is SwitchedState {
  return typeof state === 'object' && state !== null && (state as SwitchedState).switched === true;
}

/**
 * Moves the card being made from one wizard to the other: its values (the schedule's date and
 * time start empty, the zone at the browser's), its uploaded media and the media still waiting
 * on this device. The card then lives in the other wizard only, so it cannot go twice.
 */
export async function moveDraft(
  from: DraftKey,
  to: SubmitKind,
  draft: { templateId: number; values: CardValues; media: StoredMedia },
): Promise<void> {
  const target = WIZARD_MODES[to];
  const values =
    to === 'schedule'
      ? { ...draft.values, timezone: browserTimeZone(), scheduleDate: '', scheduleTime: '' }
      : draft.values;
  for (const kind of ['image', 'voice'] as const) {
    const local = await readLocalMedia(from, kind);
    await keepLocalMedia(target.draftKey, kind, local);
  }
  writeDraft(target.draftKey, {
    templateId: draft.templateId,
    step: target.arrivalStep,
    values,
    media: draft.media,
  });
  clearDraft(from);
  await forgetLocalMedia(from);
}
