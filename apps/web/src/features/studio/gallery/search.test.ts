import { ALL_CATEGORIES, TEMPLATE_COUNT } from '@greetly/domain';
import { describe, expect, it } from 'vitest';
import { filterFrom, findTemplates, templateName } from './search';

const ids = (filter: Parameters<typeof findTemplates>[0], query: string) =>
  findTemplates(filter, query).map((t) => t.id);

describe('findTemplates', () => {
  it('returns the whole category when nothing is typed', () => {
    expect(findTemplates(ALL_CATEGORIES, '  ')).toHaveLength(TEMPLATE_COUNT);
    expect(ids('Birthday', '')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('finds a design by what it shows, in any case', () => {
    expect(ids(ALL_CATEGORIES, 'SWANS')).toEqual([36]);
    expect(ids(ALL_CATEGORIES, 'balloon')).toEqual([1, 24, 33, 51]);
  });

  it('finds the words lettered on a card and the words people use for a category', () => {
    expect(ids(ALL_CATEGORIES, 'graduate')).toEqual([14]);
    expect(ids(ALL_CATEGORIES, 'xmas')).toEqual([39, 40, 41, 42, 43]);
    expect(ids(ALL_CATEGORIES, 'valentine')).toEqual([23, 24, 25, 26, 27, 28]);
  });

  it('needs every word, and keeps to the chosen category', () => {
    expect(ids(ALL_CATEGORIES, 'happy easter chick')).toEqual([48]);
    expect(ids('Birthday', 'balloon')).toEqual([1]);
    expect(ids('Christmas', 'balloon')).toEqual([]);
  });

  it('reads straight and curly apostrophes, and accents, alike', () => {
    expect(ids(ALL_CATEGORIES, "it's complicated")).toEqual([54]);
    expect(ids(ALL_CATEGORIES, 'it’s complicated')).toEqual([54]);
    expect(ids(ALL_CATEGORIES, 'cosý')).toEqual([18]);
  });
});

describe('filterFrom', () => {
  it('accepts only a real category', () => {
    expect(filterFrom("Boyfriend's Day")).toBe("Boyfriend's Day");
    expect(filterFrom('Nope')).toBe(ALL_CATEGORIES);
    expect(filterFrom(null)).toBe(ALL_CATEGORIES);
  });
});

it('names each template by what it shows', () => {
  expect(templateName({ id: 36, category: 'Anniversary', preview: '/templates/36.svg' })).toBe(
    'Swans on the lake',
  );
});
