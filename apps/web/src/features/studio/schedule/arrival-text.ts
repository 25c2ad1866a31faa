import { scheduleInstant } from '@greetly/domain';
import { formatMoment, viewerTimeZone, zoneLabel } from '../../../lib/time-zones';
import type { ScheduleValues } from '../wizard/card-values';

/**
 * The chosen moment in the recipient's zone ('Sun 14 Feb 2027, 09:00 WAT') and, when the
 * sender's own zone differs, the same moment on the sender's clock.
 */
export function arrivalMoments(values: ScheduleValues): { there: string; own?: string } {
  try {
    const instant = scheduleInstant({
      date: values.scheduleDate,
      time: values.scheduleTime,
      timezone: values.timezone,
    });
    const there = formatMoment(instant, values.timezone);
    const own = viewerTimeZone();
    return own === values.timezone ? { there } : { there, own: formatMoment(instant, own) };
  } catch {
    return {
      there: `${values.scheduleDate} ${values.scheduleTime}, ${zoneLabel(values.timezone)}`,
    };
  }
}

/** The moment as one line, e.g. for the summary table. */
export function arrivalText(values: ScheduleValues): string {
  const { there, own } = arrivalMoments(values);
  return own ? `${there}; ${own} for you` : there;
}
