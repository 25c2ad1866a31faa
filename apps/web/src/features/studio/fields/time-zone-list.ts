import { allTimeZones, NAMED_TIME_ZONES } from '@greetly/domain';

/** The four named zones first, then every zone this browser knows. */
export const TIME_ZONES = allTimeZones(NAMED_TIME_ZONES);

const searchable = (text: string) => text.toLowerCase().replace(/[_/]+/g, ' ');

/** Zones whose name holds every word typed: 'new york', 'york' and 'america/new' all find New York. */
export function searchTimeZones(query: string): string[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return TIME_ZONES;
  return TIME_ZONES.filter((zone) => {
    const name = searchable(zone);
    return words.every((word) => name.includes(word));
  });
}

/** The exact zone name for what was typed, whatever its case ('europe/london' → 'Europe/London'). */
export function canonicalTimeZone(text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  return TIME_ZONES.find((zone) => zone.toLowerCase() === wanted);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC right now, e.g. 'GMT+1'. */
export function zoneOffset(zone: string, now: Date): string {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' });
    offsetFormats.set(zone, format);
  }
  return format.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? '';
}
