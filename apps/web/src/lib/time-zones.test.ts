import { describe, expect, it } from 'vitest';
import {
  formatMoment,
  searchTimeZones,
  TIME_ZONES,
  zoneAbbreviation,
  zoneLabel,
  zoneNamed,
} from './time-zones';

const winter = new Date('2027-01-15T16:41:00Z');
const summer = new Date('2027-07-15T16:41:00Z');

describe('time zones as people know them', () => {
  it('labels a zone with its city, country and offset', () => {
    expect(zoneLabel('Africa/Lagos', winter)).toBe('Lagos, Nigeria (GMT+1)');
    expect(zoneLabel('Europe/London', summer)).toBe('London, United Kingdom (GMT+1)');
    expect(zoneLabel('Europe/London', winter)).toBe('London, United Kingdom (GMT)');
    expect(zoneLabel('America/New_York', winter)).toBe('New York, United States (GMT-5)');
    expect(zoneLabel('Asia/Kolkata', winter)).toBe('Kolkata, India (GMT+5:30)');
  });

  it('shows a moment with the zone’s own abbreviation, summer or winter, never raw UTC', () => {
    expect(formatMoment(winter, 'Africa/Lagos')).toBe('Fri 15 Jan 2027, 17:41 WAT');
    expect(formatMoment(winter, 'Europe/London')).toBe('Fri 15 Jan 2027, 16:41 GMT');
    expect(formatMoment(summer, 'Europe/London')).toBe('Thu 15 Jul 2027, 17:41 BST');
    expect(zoneAbbreviation('America/New_York', summer)).toBe('EDT');
    expect(zoneAbbreviation('Europe/Belfast', winter)).toBe('GMT');
  });

  it('finds zones by country and its everyday names, whole names first', () => {
    expect(searchTimeZones('Nigeria')).toEqual(['Africa/Lagos']);
    expect(searchTimeZones('UK')[0]).toBe('Europe/London');
    expect(searchTimeZones('uk')).toContain('Europe/Kyiv');
    expect(searchTimeZones('uk')).not.toContain('Pacific/Auckland');
    expect(searchTimeZones('york')).toContain('America/New_York');
    expect(searchTimeZones('new york')[0]).toBe('America/New_York');
    expect(searchTimeZones('america/new')).toContain('America/New_York');
    expect(searchTimeZones('West Africa Time')).toContain('Africa/Lagos');
  });

  it('lists the four named zones first, and names each exactly by id or label', () => {
    expect(TIME_ZONES.slice(0, 4)).toEqual([
      'Africa/Lagos',
      'UTC',
      'America/New_York',
      'Europe/London',
    ]);
    expect(zoneNamed('africa/lagos')).toBe('Africa/Lagos');
    expect(zoneNamed(zoneLabel('Asia/Tokyo'))).toBe('Asia/Tokyo');
    expect(zoneNamed('Atlantis')).toBeUndefined();
  });
});
