import {
  ALL_CATEGORIES,
  TEMPLATE_FILTERS,
  type Template,
  type TemplateCategory,
  type TemplateFilter,
  templatesIn,
} from '@greetly/domain';
import { TEMPLATE_NAMES } from './template-names';

/** Words people search with that a category's name does not contain. */
const CATEGORY_WORDS: Record<TemplateCategory, string> = {
  Birthday: 'bday birthday party cake',
  'Thank You': 'thanks thankyou gratitude grateful appreciation',
  Congratulations: 'congrats well done graduation promotion success achievement',
  'Get Well Soon': 'get well sick illness recovery hospital feel better',
  'Love & Romance': 'love romance valentine valentines girlfriend wife husband partner',
  'New Year Cards': 'new year nye countdown',
  Anniversary: 'anniversary wedding married couple',
  Christmas: 'christmas xmas holiday holidays festive winter',
  'Easter Cards': 'easter spring bunny eggs',
  'Special Occasion': 'special occasion celebrate celebration party',
  Situationships: 'situationship crush dating flirt',
  "Boyfriend's Day": 'boyfriend partner',
  Postpartum: 'postpartum baby newborn mum mom mother mama birth new parent',
};

/** Lower case, without accents, curly apostrophes made straight. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

const haystacks = new Map<number, string>();
function haystack(template: Template): string {
  let text = haystacks.get(template.id);
  if (text === undefined) {
    const names = TEMPLATE_NAMES[template.id];
    text = fold(
      [template.category, CATEGORY_WORDS[template.category], names?.name, names?.words].join(' '),
    );
    haystacks.set(template.id, text);
  }
  return text;
}

/** The category filter and the search words together: every word must appear somewhere. */
export function findTemplates(filter: TemplateFilter, query: string): readonly Template[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  const inFilter = templatesIn(filter);
  if (words.length === 0) return inFilter;
  return inFilter.filter((template) => {
    const text = haystack(template);
    return words.every((word) => text.includes(word));
  });
}

/** A category from the address (?category=Birthday); anything else is All. */
export function filterFrom(value: string | null): TemplateFilter {
  return TEMPLATE_FILTERS.find((filter) => filter === value) ?? ALL_CATEGORIES;
}

/** 'Balloon bouquet': what the template shows. */
export function templateName(template: Template): string {
  return TEMPLATE_NAMES[template.id]?.name ?? template.category;
}
