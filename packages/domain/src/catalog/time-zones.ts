/** The four zones the spec names; the wizard lists them first, then every IANA zone. */
export const NAMED_TIME_ZONES = [
  'Africa/Lagos',
  'UTC',
  'America/New_York',
  'Europe/London',
] as const;
export type NamedTimeZone = (typeof NAMED_TIME_ZONES)[number];
