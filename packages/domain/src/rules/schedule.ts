import { tzOffset } from '@date-fns/tz/tzOffset';

/** True for a time-zone name the platform knows (IANA, or UTC). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

/** A wall-clock date and time as milliseconds on a UTC clock; RangeError when it does not exist. */
function wallClockMs(date: string, time: string): number {
  const day = DATE_PATTERN.exec(date);
  const clock = TIME_PATTERN.exec(time);
  if (!day || !clock) throw new RangeError(`Not a date and time: ${date}T${time}`);
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hour, minute, second] = [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)];
  const millisecond = Number((clock[4] ?? '').padEnd(3, '0').slice(0, 3));
  if (hour > 23 || minute > 59 || second > 59) throw new RangeError(`No such time: ${time}`);
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, dayOfMonth); // not Date.UTC: it reads 0–99 as 1900–1999
  wall.setUTCHours(hour, minute, second, millisecond);
  // Date rolls 2026-02-30 over to 2 March: a date that does not exist does not come back.
  if (wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== dayOfMonth) {
    throw new RangeError(`No such date: ${date}`);
  }
  return wall.getTime();
}

/** The zone's offset from UTC at an instant, in milliseconds (what its clocks show minus UTC). */
function offsetMs(timezone: string, instant: number): number {
  // tzOffset gives minutes, with a fraction for the old offsets that had seconds (LMT).
  return Math.round(tzOffset(timezone, new Date(instant)) * 60) * 1000;
}

/**
 * The UTC instant of a wall-clock date and time in an IANA zone.
 *
 * One rule for the two odd cases (Temporal's 'compatible' disambiguation, the same as most
 * calendars): a time that does not exist because clocks jump forward (a DST gap) moves forward by
 * the length of the gap (02:30 in a 02:00→03:00 gap sends at 03:30); a time that happens twice
 * because clocks fall back (a DST fold) means its first occurrence (the earlier instant).
 * Throws a RangeError for a date or time that does not exist ('2026-02-30', '24:00') or a zone the
 * platform does not know.
 *
 * The zone's offsets come from `tzOffset` of @date-fns/tz (the platform's Intl time-zone data).
 * Not its `TZDate`: that one goes through the local time zone of the machine it runs on, and so
 * gives the later instant of a fold, and in some local zones an hour off even for ordinary
 * times. `test/schedule-temporal.test.ts` checks this against Temporal around every transition.
 */
export function scheduleInstant(input: { date: string; time: string; timezone: string }): Date {
  const { timezone } = input;
  const wall = wallClockMs(input.date, input.time);
  if (!isKnownTimeZone(timezone)) throw new RangeError(`Unknown time zone: ${timezone}`);
  // As Temporal does: the offsets in force a day before and a day after. A transition between
  // them leaves the wall clock showing this time twice (a fold) or never (a gap).
  const before = offsetMs(timezone, wall - DAY_MS);
  const after = offsetMs(timezone, wall + DAY_MS);
  // NaN where Intl cannot write the offset (browsers before 2022): never an Invalid Date.
  if (Number.isNaN(before + after)) throw new RangeError(`No offsets for time zone: ${timezone}`);
  // Read with the offset from before, the time is the only instant or the first of a fold.
  const earlier = wall - before;
  if (offsetMs(timezone, earlier) === before) return new Date(earlier);
  // Read with the offset from after, it is the only instant (the transition came before it).
  const later = wall - after;
  if (offsetMs(timezone, later) === after) return new Date(later);
  // Neither: a gap. Read with the offset from before, it lands past the jump, where the clocks
  // show it moved forward by the length of the gap.
  return new Date(earlier);
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
