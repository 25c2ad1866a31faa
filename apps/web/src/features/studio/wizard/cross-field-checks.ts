import { CARD_MESSAGES, EMAIL_PATTERN, isKnownTimeZone, scheduleProblem } from '@greetly/domain';
import type { CardValues, ScheduleValues } from './card-values';

export interface CrossFieldIssue {
  path: string;
  message: string;
}

/**
 * Zod runs an object's refinements only once all its fields pass, so while any field of a step
 * is wrong the domain schema is silent about the sending option and the sender. The studio
 * repeats those rules (same messages, same order as the domain's checkSender) so a single Next
 * shows every problem, and the sending-option popup, at once.
 */
export function senderIssues(values: CardValues): CrossFieldIssue[] {
  if (!values.isAnonymous && !values.sendYourself) {
    return [{ path: 'sendingOption', message: CARD_MESSAGES.sendingOptionText }];
  }
  if (values.isAnonymous || !values.sendYourself) return [];
  const issues: CrossFieldIssue[] = [];
  const name = values.senderName.trim();
  const email = values.senderEmail.trim();
  if (!name) issues.push({ path: 'senderName', message: CARD_MESSAGES.senderNameRequired });
  if (!email) issues.push({ path: 'senderEmail', message: CARD_MESSAGES.senderEmailRequired });
  else if (!EMAIL_PATTERN.test(email)) {
    issues.push({ path: 'senderEmail', message: CARD_MESSAGES.invalidEmail });
  }
  return issues;
}

/** The schedule's own cross-field rule (a real moment, in the future), for the same reason. */
export function scheduleIssues(values: ScheduleValues): CrossFieldIssue[] {
  const { timezone, scheduleDate, scheduleTime } = values;
  const isComplete =
    isKnownTimeZone(timezone) &&
    /^\d{4}-\d{2}-\d{2}$/.test(scheduleDate) &&
    /^\d{2}:\d{2}$/.test(scheduleTime);
  const problem = isComplete ? scheduleProblem(values) : undefined;
  return [...senderIssues(values), ...(problem ? [problem] : [])];
}
