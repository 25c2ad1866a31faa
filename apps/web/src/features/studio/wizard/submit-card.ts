import {
  type CreateCardInput,
  cardEndpoints,
  type SenderCard,
  type Template,
} from '@greetly/domain';
import type { CreateCardResponse } from '@greetly/domain/schemas/plans-api';
import { api } from '../../../lib/api';
import { submitOnce } from '../../../lib/idempotency';
import type { CardValues, ScheduleValues } from './card-values';

export type SubmitKind = 'now' | 'schedule';

export interface CardDraft {
  template: Template;
  values: CardValues | ScheduleValues;
}

export interface MediaIds {
  imageId: string;
  voiceNoteId: string;
}

/** The API payload (POST /api/cards) of a finished draft and its uploaded media. */
export function cardPayload(
  kind: SubmitKind,
  { template, values }: CardDraft,
  media: MediaIds,
): CreateCardInput {
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
    stickers: values.stickers,
    imageId: media.imageId,
    voiceNoteId: media.voiceNoteId,
  };
  if (kind === 'schedule' && 'timezone' in values) {
    const { timezone, scheduleDate, scheduleTime } = values;
    payload.schedule = { timezone, scheduleDate, scheduleTime };
  }
  return payload;
}

const createCard = submitOnce((body: CreateCardInput, idempotencyKey: string) =>
  api(cardEndpoints.create, { body, idempotencyKey }),
);

/**
 * Sends the card now or schedules it: the one place the wizards hand a card over. The answer
 * says what the server priced it at and, for a card waiting for payment, where to pay. A retry
 * of the same card after a lost answer sends nothing twice (lib/idempotency.ts).
 */
export function submitCard(
  kind: SubmitKind,
  draft: CardDraft,
  media: MediaIds,
): Promise<CreateCardResponse> {
  return createCard(cardPayload(kind, draft, media));
}

/** Saves the edits of a scheduled card: the same card, at the moment the draft names. */
export async function updateCard(
  cardId: string,
  draft: CardDraft,
  media: MediaIds,
): Promise<SenderCard> {
  const answer = await api(cardEndpoints.update, {
    params: { id: cardId },
    body: cardPayload('schedule', draft, media),
  });
  return answer.card;
}
