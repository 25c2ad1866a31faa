import { type CreateCardInput, createCardSchema, type Template } from '@greetly/domain';
import type { CardValues, ScheduleValues } from './card-values';
import type { WizardMedia } from './wizard-media';

export type SubmitKind = 'now' | 'schedule';

export interface CardDraft {
  template: Template;
  values: CardValues | ScheduleValues;
  media: WizardMedia;
}

/** The API payload (POST /api/cards) of a finished draft; media ids are added once uploaded. */
export function cardPayload(kind: SubmitKind, { template, values }: CardDraft): CreateCardInput {
  const payload: CreateCardInput = {
    templateId: template.id,
    isAnonymous: values.isAnonymous,
    sendYourself: values.sendYourself,
    senderName: values.senderName,
    senderEmail: values.senderEmail,
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail,
    fontFamily: values.fontFamily,
    fontSize: values.fontSize,
    effect: values.effect ?? 'confetti',
    textColor: values.textColor,
    message: values.message,
    musicUrl: values.musicUrl,
    quote: values.quote,
  };
  if (kind === 'schedule' && 'timezone' in values) {
    const { timezone, scheduleDate, scheduleTime } = values;
    payload.schedule = { timezone, scheduleDate, scheduleTime };
  }
  return payload;
}

/**
 * Sends or schedules the finished card: the one place the wizards hand a card over. For now,
 * as the spec's client does, nothing leaves the browser: the card is only checked whole.
 * Issue 5 replaces this body with the media uploads and POST /api/cards.
 */
export async function submitCard(kind: SubmitKind, draft: CardDraft): Promise<void> {
  createCardSchema.parse(cardPayload(kind, draft));
}
