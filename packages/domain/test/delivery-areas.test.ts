import { describe, expect, it } from 'vitest';
import { deliversTo, deliveryAreasText } from '../src/index.ts';

const LAGOS = { country: 'Nigeria', city: 'Lagos' };
const IBADAN = { country: 'Nigeria', city: ' Ibadan ' };
const GHANA = { country: 'Ghana', city: '' };

describe('where a gift is delivered', () => {
  it('reaches an address in a city or state it names, or anywhere in a whole country', () => {
    const address = (city: string, state: string, country = 'Nigeria') => ({
      city,
      state,
      country,
    });
    expect(deliversTo([LAGOS], address('Lekki', 'Lagos'))).toBe(true);
    expect(deliversTo([LAGOS], address(' lagos ', 'Lagos State'))).toBe(true);
    expect(deliversTo([LAGOS, IBADAN], address('ibadan', 'Oyo'))).toBe(true);
    expect(deliversTo([LAGOS], address('Garki', 'FCT'))).toBe(false);
    expect(deliversTo([LAGOS], address('Lagos', 'Lagos', 'Ghana'))).toBe(false);
    expect(deliversTo([GHANA], address('Kumasi', 'Ashanti', 'Ghana'))).toBe(true);
    expect(deliversTo([GHANA], address('Kumasi', 'Ashanti'))).toBe(false);
    expect(deliversTo([], address('Garki', 'FCT'))).toBe(true);
  });

  it('says where in words, by country', () => {
    expect(deliveryAreasText([LAGOS])).toBe('Nigeria — Lagos');
    expect(deliveryAreasText([LAGOS, IBADAN, GHANA])).toBe('Nigeria — Lagos, Ibadan; all of Ghana');
  });
});
