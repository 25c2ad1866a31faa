import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  DEFAULT_FONT_SIZE,
  DEFAULT_TEXT_COLOUR,
  DELIVERY_COUNTRIES,
  EFFECT_ITEM_COUNTS,
  EFFECTS,
  FONT_FAMILIES,
  FONT_SIZES,
  findTemplate,
  MUSIC_GENRES,
  NAMED_TIME_ZONES,
  TEMPLATE_CATEGORIES,
  TEMPLATE_FILTERS,
  TEMPLATES,
  TEXT_COLOURS,
  templatesIn,
} from '../src/index.ts';

describe('templates', () => {
  it('has 68 templates with ids 1 to 68 in order', () => {
    expect(TEMPLATES).toHaveLength(68);
    expect(TEMPLATES.map((t) => t.id)).toEqual(Array.from({ length: 68 }, (_, i) => i + 1));
  });

  it('has the 13 categories, each with at least four templates', () => {
    expect(TEMPLATE_CATEGORIES).toHaveLength(13);
    for (const category of TEMPLATE_CATEGORIES) {
      expect(templatesIn(category).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('puts All first in the filter row, and All shows every template', () => {
    expect(TEMPLATE_FILTERS[0]).toBe(ALL_CATEGORIES);
    expect(TEMPLATE_FILTERS).toHaveLength(14);
    expect(templatesIn(ALL_CATEGORIES)).toHaveLength(68);
  });

  it('filters by category and finds by id', () => {
    expect(templatesIn('Postpartum').every((t) => t.category === 'Postpartum')).toBe(true);
    expect(findTemplate(68)?.id).toBe(68);
    expect(findTemplate(69)).toBeUndefined();
    expect(findTemplate(1)?.preview).toBe('/templates/1.svg');
  });
});

describe('card style constants', () => {
  it('has the ten fonts', () => {
    expect(FONT_FAMILIES).toEqual([
      'Roboto',
      'Open Sans',
      'Lato',
      'Montserrat',
      'Oswald',
      'Raleway',
      'Dancing Script',
      'Playfair Display',
      'Poppins',
      'Pacifico',
    ]);
  });

  it('has four sizes with 16px the default', () => {
    expect(FONT_SIZES).toEqual(['12px', '14px', '16px', '18px']);
    expect(DEFAULT_FONT_SIZE).toBe('16px');
  });

  it('has six colours with black the default', () => {
    expect(TEXT_COLOURS).toHaveLength(6);
    expect(TEXT_COLOURS).toContain(DEFAULT_TEXT_COLOUR);
    expect(DEFAULT_TEXT_COLOUR).toBe('#000000');
  });

  it('has five effects with their item counts', () => {
    expect(EFFECTS).toHaveLength(5);
    expect(EFFECT_ITEM_COUNTS).toEqual({
      confetti: 45,
      balloons: 25,
      fireworks: 45,
      petals: 30,
      snow: 40,
    });
  });

  it('has the six music genres', () => {
    expect(MUSIC_GENRES).toEqual(['Hip-hop', 'Afrobeats', 'Pop', 'Reggae', 'Dancehall', 'R&B']);
  });
});

describe('places', () => {
  it('names the four time zones, all valid IANA zones', () => {
    expect(NAMED_TIME_ZONES).toEqual(['Africa/Lagos', 'UTC', 'America/New_York', 'Europe/London']);
    for (const zone of NAMED_TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });

  it('lists about 130 unique delivery countries including the key markets', () => {
    expect(DELIVERY_COUNTRIES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(DELIVERY_COUNTRIES).size).toBe(DELIVERY_COUNTRIES.length);
    for (const country of ['Nigeria', 'Ghana', 'Kenya', 'United Kingdom', 'United States']) {
      expect(DELIVERY_COUNTRIES).toContain(country);
    }
  });
});
