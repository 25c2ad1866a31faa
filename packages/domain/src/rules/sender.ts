import { CARD_MESSAGES } from '../catalog/card-messages.ts';
import { EMAIL_PATTERN } from './email.ts';

export interface SenderFields {
  isAnonymous: boolean;
  sendYourself: boolean;
  senderName: string;
  senderEmail: string;
}

export interface CardIssue {
  path: string;
  message: string;
}

/**
 * The sending option and the sender: a sending option must be chosen; sender name and e-mail
 * are required (and checked) only when sending yourself, not anonymously. A plain function, so
 * the studio can show these together with the field messages (zod runs an object's refinements
 * only once every field passes).
 */
export function senderIssues(value: SenderFields): CardIssue[] {
  if (!value.isAnonymous && !value.sendYourself) {
    return [{ path: 'sendingOption', message: CARD_MESSAGES.sendingOptionText }];
  }
  if (value.isAnonymous || !value.sendYourself) return [];
  const issues: CardIssue[] = [];
  const name = value.senderName.trim();
  const email = value.senderEmail.trim();
  if (!name) issues.push({ path: 'senderName', message: CARD_MESSAGES.senderNameRequired });
  if (!email) issues.push({ path: 'senderEmail', message: CARD_MESSAGES.senderEmailRequired });
  else if (!EMAIL_PATTERN.test(email)) {
    issues.push({ path: 'senderEmail', message: CARD_MESSAGES.invalidEmail });
  }
  return issues;
}
