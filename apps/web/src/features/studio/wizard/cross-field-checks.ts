import { type CardIssue, isKnownTimeZone, scheduleProblem, senderIssues } from '@greetly/domain';
import type { ScheduleValues } from './card-values';

export type CrossFieldIssue = CardIssue;

/**
 * Zod runs an object's refinements only once all its fields pass, so while any field of a step
 * is wrong the domain schema is silent about the cross-field rules. The studio asks the domain's
 * rules directly (the sender's, and the schedule's: a real moment, in the future) so a single
 * Next shows every problem, and the popup, at once.
 */
export function scheduleIssues(values: ScheduleValues): CrossFieldIssue[] {
  const { timezone, scheduleDate, scheduleTime } = values;
  const isComplete =
    isKnownTimeZone(timezone) &&
    /^\d{4}-\d{2}-\d{2}$/.test(scheduleDate) &&
    /^\d{2}:\d{2}$/.test(scheduleTime);
  const problem = isComplete ? scheduleProblem(values) : undefined;
  return [...senderIssues(values), ...(problem ? [problem] : [])];
}
