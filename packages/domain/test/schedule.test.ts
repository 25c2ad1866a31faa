import { describe, expect, it } from 'vitest';
import {
  allTimeZones,
  formatInZone,
  NAMED_TIME_ZONES,
  scheduleInstant,
  scheduleProblem,
} from '../src/index.ts';

const at = (date: string, time: string, timezone: string) =>
  scheduleInstant({ date, time, timezone }).toISOString();

describe('scheduleInstant', () => {
  it('reads the wall clock of each named zone', () => {
    expect(at('2027-02-14', '09:00', 'Africa/Lagos')).toBe('2027-02-14T08:00:00.000Z');
    expect(at('2027-02-14', '09:00', 'UTC')).toBe('2027-02-14T09:00:00.000Z');
    expect(at('2027-02-14', '09:00', 'America/New_York')).toBe('2027-02-14T14:00:00.000Z');
    expect(at('2027-07-14', '09:00', 'America/New_York')).toBe('2027-07-14T13:00:00.000Z');
    expect(at('2027-02-14', '09:00', 'Europe/London')).toBe('2027-02-14T09:00:00.000Z');
    expect(at('2027-07-14', '09:00', 'Europe/London')).toBe('2027-07-14T08:00:00.000Z');
  });

  it('moves a time inside a DST gap forward by the gap', () => {
    // New York, 14 March 2027: clocks jump from 02:00 to 03:00, so 02:30 does not exist.
    expect(at('2027-03-14', '02:30', 'America/New_York')).toBe(
      at('2027-03-14', '03:30', 'America/New_York'),
    );
    // London, 28 March 2027: 01:00 jumps to 02:00.
    expect(at('2027-03-28', '01:15', 'Europe/London')).toBe('2027-03-28T01:15:00.000Z');
  });

  it('takes the first of a time that happens twice (DST fold)', () => {
    // New York, 7 November 2027: 01:30 happens at -04:00 and again at -05:00.
    expect(at('2027-11-07', '01:30', 'America/New_York')).toBe('2027-11-07T05:30:00.000Z');
    // London, 31 October 2027: 01:30 BST comes first.
    expect(at('2027-10-31', '01:30', 'Europe/London')).toBe('2027-10-31T00:30:00.000Z');
  });
});

describe('scheduleProblem', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('accepts a moment in the future in the chosen zone', () => {
    expect(
      scheduleProblem(
        { scheduleDate: '2026-11-22', scheduleTime: '14:00', timezone: 'Africa/Lagos' },
        now,
      ),
    ).toBeUndefined();
  });

  it('refuses a moment that is past in the chosen zone even if it is later on the wall clock elsewhere', () => {
    // 12:30 in New York is 17:30 UTC: future. 12:30 in Lagos is 11:30 UTC: past.
    expect(
      scheduleProblem(
        { scheduleDate: '2026-11-22', scheduleTime: '12:30', timezone: 'America/New_York' },
        now,
      ),
    ).toBeUndefined();
    expect(
      scheduleProblem(
        { scheduleDate: '2026-11-22', scheduleTime: '12:30', timezone: 'Africa/Lagos' },
        now,
      ),
    ).toEqual({
      path: 'scheduleTime',
      message: 'Choose a date and time in the future.',
    });
  });

  it('refuses now itself and an impossible date', () => {
    expect(
      scheduleProblem({ scheduleDate: '2026-11-22', scheduleTime: '12:00', timezone: 'UTC' }, now)
        ?.message,
    ).toBe('Choose a date and time in the future.');
    expect(
      scheduleProblem({ scheduleDate: '2026-02-30', scheduleTime: '12:00', timezone: 'UTC' }, now)
        ?.path,
    ).toBe('scheduleDate');
  });
});

describe('time-zone helpers', () => {
  it('lists the four named zones first, then every other zone once', () => {
    const zones = allTimeZones(NAMED_TIME_ZONES);
    expect(zones.slice(0, 4)).toEqual([...NAMED_TIME_ZONES]);
    expect(zones.length).toBeGreaterThan(300);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toContain('Asia/Tokyo');
  });

  it('formats an instant in a zone', () => {
    expect(formatInZone(new Date('2027-02-14T08:00:00Z'), 'Africa/Lagos')).toBe(
      'Sun, 14 Feb 2027, 09:00 (Africa/Lagos)',
    );
  });
});
