import { formatInZone, scheduleInstant } from '@greetly/domain';
import { browserTimeZone, type ScheduleValues } from '../wizard/card-values';

/** 'Sat 14 Feb 2027, 09:00 (Africa/Lagos)', plus the sender's own clock when it differs. */
export function arrivalText(values: ScheduleValues): string {
  try {
    const instant = scheduleInstant({
      date: values.scheduleDate,
      time: values.scheduleTime,
      timezone: values.timezone,
    });
    const there = formatInZone(instant, values.timezone);
    const own = browserTimeZone();
    return own === values.timezone ? there : `${there}; ${formatInZone(instant, own)} for you`;
  } catch {
    return `${values.scheduleDate} ${values.scheduleTime} (${values.timezone})`;
  }
}
