import { isKnownTimeZone, NAMED_TIME_ZONES, wallClock } from '@greetly/domain';
import { type RawTimeZone, rawTimeZones } from '@vvo/tzdb';

/**
 * Time zones as people know them: 'Lagos, Nigeria (GMT+1)' rather than 'Africa/Lagos', and
 * '17:41 WAT' rather than UTC. The names, countries and abbreviations come from @vvo/tzdb
 * (kept in step with the IANA database); offsets come from the browser's own Intl data.
 */

/** Every IANA name (aliases too) to its zone's entry: 'Europe/Belfast' and 'GB' find London. */
const ENTRIES = new Map<string, RawTimeZone>();
for (const zone of rawTimeZones) for (const name of zone.group) ENTRIES.set(name, zone);

/** What people type for a country that its name does not contain. */
const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  GB: ['UK', 'Britain', 'Great Britain', 'England', 'Scotland', 'Wales'],
  US: ['USA', 'US', 'America'],
  AE: ['UAE', 'Emirates', 'Dubai'],
  NL: ['Holland'],
  KR: ['Korea'],
  CD: ['DRC', 'Congo'],
  CI: ["Cote d'Ivoire", 'Ivory Coast'],
};

/** The four zones the spec names, then every zone the browser knows, by name. */
export const TIME_ZONES: readonly string[] = [
  ...NAMED_TIME_ZONES,
  ...rawTimeZones
    .map((zone) => zone.name)
    .filter(
      (name) => !(NAMED_TIME_ZONES as readonly string[]).includes(name) && isKnownTimeZone(name),
    )
    .sort((a, b) => cityOf(a).localeCompare(cityOf(b))),
];

/** The zone of the browser this runs in. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The city part of a zone's name: 'America/Port_of_Spain' → 'Port of Spain'. */
export function cityOf(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `at`, e.g. 'GMT+1' (the browser's own data). */
export function zoneOffset(zone: string, at: Date = new Date()): string {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' });
    offsetFormats.set(zone, format);
  }
  const offset = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  // ICU versions differ on UTC itself: 'GMT' or 'GMT+0'.
  return !offset || offset === 'GMT+0' ? 'GMT' : offset;
}

function offsetMinutes(offset: string): number {
  const match = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The zone's everyday abbreviation at `at` ('WAT', 'BST' in summer, 'GMT' in winter). */
export function zoneAbbreviation(zone: string, at: Date = new Date()): string {
  const offset = zoneOffset(zone, at);
  const entry = ENTRIES.get(zone);
  if (!entry || zone === 'UTC' || zone === 'Etc/UTC') return zone === 'UTC' ? 'UTC' : offset;
  const isSummer = offsetMinutes(offset) !== entry.rawOffsetInMinutes;
  const abbreviation = isSummer
    ? (entry.dstAbbreviation ?? entry.abbreviation)
    : entry.abbreviation;
  // Some zones have no letters of their own ('+04'): their offset says it better.
  return /^[A-Z]{2,5}$/.test(abbreviation) ? abbreviation : offset;
}

/** 'Lagos, Nigeria (GMT+1)': the name a person recognises, with the offset right now. */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC, Coordinated Universal Time (GMT)';
  const entry = ENTRIES.get(zone);
  const place = entry ? `${cityOf(zone)}, ${entry.countryName}` : cityOf(zone);
  return `${place} (${zoneOffset(zone, at)})`;
}

/** A moment as the viewer reads it: 'Sun 14 Feb 2027, 09:00 WAT'. */
export function formatMoment(instant: Date, zone: string = viewerTimeZone()): string {
  const text = wallClock(instant, zone);
  return `${text.replace(/^(\w{3}),/, '$1')} ${zoneAbbreviation(zone, instant)}`;
}

/** The words a zone can be found by, lower case. */
const searchTerms = new Map<string, string[]>();
function termsOf(zone: string): string[] {
  let terms = searchTerms.get(zone);
  if (!terms) {
    const entry = ENTRIES.get(zone);
    terms = [
      zone.replace(/[_/]+/g, ' '),
      cityOf(zone),
      ...(entry
        ? [
            entry.countryName,
            entry.alternativeName,
            entry.abbreviation,
            ...entry.mainCities,
            ...(COUNTRY_ALIASES[entry.countryCode] ?? []),
          ]
        : []),
    ].map((term) => term.toLowerCase());
    searchTerms.set(zone, terms);
  }
  return terms;
}

/**
 * Zones where every word typed starts a word of a city, country, its other names or the
 * zone's name: 'nigeria', 'uk', 'new york', 'york' and 'america/new' all find theirs. A whole-name match comes
 * first ('uk' is the United Kingdom before Ukraine), then a name that starts so.
 */
export function searchTimeZones(query: string): string[] {
  const wanted = query.trim().toLowerCase();
  const words = wanted.replace(/[_/]+/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...TIME_ZONES];
  const rank = (zone: string): number => {
    const terms = termsOf(zone);
    if (terms.includes(wanted)) return 0;
    if (terms.some((term) => term.startsWith(wanted))) return 1;
    return 2;
  };
  return TIME_ZONES.filter((zone) => {
    const starts = termsOf(zone).flatMap((term) => term.split(/[\s,'-]+/));
    return words.every((word) => starts.some((start) => start.startsWith(word)));
  })
    .map((zone, index) => ({ zone, index, rank: rank(zone) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ zone }) => zone);
}

/** The zone a text names exactly: its IANA name (any case) or its label. */
export function zoneNamed(text: string, at: Date = new Date()): string | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  return (
    TIME_ZONES.find((zone) => zone.toLowerCase() === wanted) ??
    TIME_ZONES.find((zone) => zoneLabel(zone, at).toLowerCase() === wanted)
  );
}
