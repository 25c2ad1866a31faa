import {
  type CardReportInput,
  type MessageResponse,
  type RecipientCard,
  recipientEndpoints,
} from '@greetly/domain';
import { api } from '../../lib/api';

export function fetchRecipientCard(
  token: string,
  signal?: AbortSignal,
): Promise<{ card: RecipientCard }> {
  return api(recipientEndpoints.view, { params: { token }, signal });
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
