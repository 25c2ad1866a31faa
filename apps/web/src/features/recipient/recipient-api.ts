import {
  type CardReportInput,
  type MessageResponse,
  type RecipientCard,
  recipientEndpoints,
} from '@greetly/domain';
import { api } from '../../lib/api';
import type { CardContent } from '../card/card-content';

export function fetchRecipientCard(token: string): Promise<{ card: RecipientCard }> {
  return api(recipientEndpoints.view, { params: { token } });
}

export function recordOpening(token: string): Promise<MessageResponse> {
  return api(recipientEndpoints.recordOpening, { params: { token } });
}

export function sendReply(token: string, message: string): Promise<{ card: RecipientCard }> {
  return api(recipientEndpoints.reply, { params: { token }, body: { message } });
}

export function reportCard(token: string, report: CardReportInput): Promise<MessageResponse> {
  return api(recipientEndpoints.report, { params: { token }, body: report });
}

/** The server's card in the viewer's shape. */
export function toCardContent(card: RecipientCard): CardContent {
  return {
    templateId: card.templateId,
    eventType: card.eventType,
    recipientName: card.recipientName,
    senderName: card.senderName,
    isAnonymous: card.isAnonymous,
    fontFamily: card.fontFamily ?? undefined,
    fontSize: card.fontSize ?? undefined,
    textColor: card.textColor,
    effect: card.effect,
    message: card.message,
    musicUrl: card.musicUrl,
    imageUrl: card.imageUrl ?? undefined,
    voiceUrl: card.voiceUrl ?? undefined,
    quote: card.quote,
  };
}
