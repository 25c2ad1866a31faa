import { Temporal } from 'temporal-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { scheduleInstant } from '../src/index.ts';

/** Temporal's answer, which scheduleInstant must give: 'compatible' disambiguation. */
function temporalInstant(date: string, time: string, timezone: string): string {
  const zoned = Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timezone, {
    disambiguation: 'compatible',
  });
  return new Date(zoned.epochMilliseconds).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Wall-clock times around a transition: before, in and after a gap or a fold. */
function wallTimesAround(transition: Temporal.ZonedDateTime): { date: string; time: string }[] {
  const before = transition.subtract({ nanoseconds: 1 });
  const shifts = [-61, -1, 0, 1, 30, 59, 60, 61];
  const times: { date: string; time: string }[] = [];
  for (const side of [before, transition]) {
    for (const minutes of shifts) {
      const wall = side.toPlainDateTime().round({ smallestUnit: 'minute', roundingMode: 'floor' });
      const shifted = wall.add({ minutes });
      times.push({
        date: shifted.toPlainDate().toString(),
        time: `${pad(shifted.hour)}:${pad(shifted.minute)}`,
      });
    }
  }
  return times;
}

/** Compares scheduleInstant with Temporal around every transition of the zones in the years. */
function compareAroundTransitions(
  zones: readonly string[],
  fromYear: number,
  toYear: number,
): { compared: number; differences: string[] } {
  let compared = 0;
  const differences: string[] = [];
  for (const zone of zones) {
    let at: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from(
      `${fromYear}-01-01T00:00[${zone}]`,
    );
    while (at && at.year <= toYear) {
      at = at.getTimeZoneTransition('next');
      if (!at || at.year > toYear) break;
      for (const { date, time } of wallTimesAround(at)) {
        compared += 1;
        const expected = temporalInstant(date, time, zone);
        const actual = scheduleInstant({ date, time, timezone: zone }).toISOString();
        if (actual !== expected)
          differences.push(`${zone} ${date}T${time}: ${actual} ≠ ${expected}`);
      }
    }
  }
  return { compared, differences };
}

describe('scheduleInstant against Temporal', () => {
  // About 12,500 comparisons (two seconds on a busy two-core machine).
  it('gives the same instant around every transition of every zone, 2026 to 2028', {
    timeout: 30_000,
  }, () => {
    const { compared, differences } = compareAroundTransitions(
      Intl.supportedValuesOf('timeZone'),
      2026,
      2028,
    );
    expect(differences.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  });

  it('gives the same instant around the odd transitions of the past and the far future', {
    timeout: 30_000,
  }, () => {
    const cases: [zones: string[], fromYear: number, toYear: number][] = [
      // Samoa skipped 30 December 2011 (-10:00 → +14:00); Kiribati's Line Islands skipped
      // 31 December 1994; Kwajalein skipped 21 August 1993.
      [['Pacific/Apia'], 2010, 2012],
      [['Pacific/Kiritimati'], 1994, 1995],
      [['Pacific/Kwajalein'], 1993, 1993],
      // Half-hour DST (Lord Howe), 45-minute offsets (Chatham), half-hour jumps without DST
      // (Caracas, Pyongyang), DST at midnight (São Paulo, Havana), Ramadan breaks (Casablanca),
      // permanent changes (Moscow 2011 and 2014), two-hour DST (Troll).
      [['Australia/Lord_Howe', 'Pacific/Chatham'], 1980, 1990],
      [['America/Caracas'], 2007, 2016],
      [['Asia/Pyongyang'], 2015, 2018],
      [['America/Sao_Paulo', 'America/Havana'], 2017, 2019],
      [['Africa/Casablanca'], 2018, 2020],
      [['Europe/Moscow'], 2010, 2014],
      [['Antarctica/Troll'], 2005, 2007],
      // Offsets with seconds: New York's local mean time until 1883 (-04:56:02). Not the offsets
      // between -00:59 and 00:00 (Liberia's -00:44:30 until 1972, the local mean times of
      // Dublin, Lisbon, London): tzOffset of @date-fns/tz 1.5.0 gives them the wrong sign
      // (date-fns/date-fns#4279), which no moment still to come has.
      [['America/New_York'], 1850, 1884],
      // Rules projected far ahead.
      [
        ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago'],
        2099,
        2100,
      ],
    ];
    let compared = 0;
    const differences: string[] = [];
    for (const [zones, fromYear, toYear] of cases) {
      const result = compareAroundTransitions(zones, fromYear, toYear);
      compared += result.compared;
      differences.push(...result.differences);
    }
    expect(differences.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  });

  it('does not depend on the time zone of the machine it runs on', { timeout: 30_000 }, () => {
    // A conversion through Date's local time (as TZDate of @date-fns/tz does) differs with the
    // machine's zone: in these it gives the later instant of a fold, or an hour off on an
    // ordinary day (02:00 in Havana on 8 March 2026, on a machine in New York).
    try {
      for (const local of ['America/New_York', 'Europe/London', 'Australia/Lord_Howe']) {
        vi.stubEnv('TZ', local);
        expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset()).not.toBe(0);
        const { compared, differences } = compareAroundTransitions(
          Intl.supportedValuesOf('timeZone'),
          2026,
          2026,
        );
        expect(differences.slice(0, 10)).toEqual([]);
        expect(compared).toBeGreaterThan(1000);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('gives the same instant on ordinary days, and refuses what Temporal refuses', () => {
    for (const zone of ['Africa/Lagos', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham']) {
      for (const [date, time] of [
        ['2027-02-14', '09:00'],
        ['2028-02-29', '23:59'],
        ['2030-12-31', '00:00'],
        ['2000-02-29', '12:00'],
        ['2027-02-14', '09:00:30'],
        ['2027-02-14', '09:00:30.25'],
        ['0099-06-15', '12:00'],
        ['1800-01-01', '00:00'],
        ['9999-12-31', '23:59'],
      ] as const) {
        expect(scheduleInstant({ date, time, timezone: zone }).toISOString()).toBe(
          temporalInstant(date, time, zone),
        );
      }
    }
    for (const [date, time] of [
      ['2026-02-29', '12:00'],
      ['2026-13-01', '12:00'],
      ['2026-04-31', '12:00'],
      ['2026-00-10', '12:00'],
      ['2026-01-00', '12:00'],
      ['2026-01-32', '12:00'],
      ['1900-02-29', '12:00'],
      ['2026-01-01', '24:00'],
      ['2026-01-01', '12:60'],
      ['2026-01-01', '9:00'],
      ['2026-1-01', '09:00'],
      ['', ''],
    ] as const) {
      expect(() => temporalInstant(date, time, 'UTC')).toThrow(RangeError);
      expect(() => scheduleInstant({ date, time, timezone: 'UTC' })).toThrow(RangeError);
    }
    for (const zone of ['Mars/Base', 'Mars+05:00', '']) {
      expect(() => temporalInstant('2027-02-14', '09:00', zone)).toThrow(RangeError);
      expect(() => scheduleInstant({ date: '2027-02-14', time: '09:00', timezone: zone })).toThrow(
        RangeError,
      );
    }
  });
});
