import { describe, expect, it } from 'vitest';
import { addDays, cardDeliveryDate, giftsFitDeliveryDate, localDateOf } from '../src/index.ts';

describe('gifts delivered with a card', () => {
  it('reads today as the Lagos date (UTC+1)', () => {
    expect(localDateOf(new Date('2026-03-01T22:59:59Z'))).toBe('2026-03-01');
    expect(localDateOf(new Date('2026-03-01T23:00:00Z'))).toBe('2026-03-02');
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
    expect(() => addDays('10/03/2026', 1)).toThrow(RangeError);
  });

  it('delivers on the card’s chosen date, or on its send time’s Lagos date', () => {
    expect(cardDeliveryDate({ scheduleDate: '2026-05-04', sendAt: '2026-05-04T08:00:00Z' })).toBe(
      '2026-05-04',
    );
    expect(cardDeliveryDate({ scheduleDate: null, sendAt: '2026-05-04T23:30:00Z' })).toBe(
      '2026-05-05',
    );
  });

  it('fits when today plus the lead time is on or before the day, and names the first gift that does not', () => {
    const cake = { title: 'Red velvet cake', leadTimeDays: 3 };
    const roses = { title: 'Roses', leadTimeDays: 1 };
    expect(giftsFitDeliveryDate([cake, roses], '2026-05-01', '2026-05-04')).toEqual({ fits: true });
    expect(giftsFitDeliveryDate([roses, cake], '2026-05-02', '2026-05-04')).toEqual({
      fits: false,
      message: 'Too soon for Red velvet cake: it needs 3 days’ notice',
    });
    expect(giftsFitDeliveryDate([roses], '2026-05-04', '2026-05-04')).toEqual({
      fits: false,
      message: 'Too soon for Roses: it needs 1 day’s notice',
    });
    expect(giftsFitDeliveryDate([], '2026-05-04', '2026-05-01')).toEqual({ fits: true });
  });
});
