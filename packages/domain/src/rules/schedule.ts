import { Temporal } from 'temporal-polyfill';

/** True for a time-zone name the platform knows (IANA, or UTC). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The UTC instant of a wall-clock date and time in an IANA zone.
 *
 * One rule for the two odd cases (Temporal's 'compatible' disambiguation, the same as most
 * calendars): a time that does not exist because clocks jump forward (a DST gap) moves forward by
 * the length of the gap (02:30 in a 02:00→03:00 gap sends at 03:30); a time that happens twice
 * because clocks fall back (a DST fold) means its first occurrence (the earlier instant).
 */
export function scheduleInstant(input: { date: string; time: string; timezone: string }): Date {
  const dateTime = Temporal.PlainDateTime.from(`${input.date}T${input.time}`);
  const zoned = dateTime.toZonedDateTime(input.timezone, { disambiguation: 'compatible' });
  return new Date(zoned.epochMilliseconds);
}

/** An instant as the wall-clock time of a zone, with the weekday: 'Sat 14 Feb 2027, 09:00'. */
export function wallClock(instant: Date, timezone: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** Writes an instant as the wall-clock time of a zone, e.g. 'Sat 14 Feb 2027, 09:00 (Africa/Lagos)'. */
export function formatInZone(instant: Date, timezone: string, locale = 'en-GB'): string {
  return `${wallClock(instant, timezone, locale)} (${timezone})`;
}

/** Every zone the platform lists, with the four named ones first. */
export function allTimeZones(named: readonly string[]): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...named, ...listed.filter((zone) => !named.includes(zone))];
}
