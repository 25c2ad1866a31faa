export const TEMPLATE_CATEGORIES = [
  'Birthday',
  'Thank You',
  'Congratulations',
  'Get Well Soon',
  'Love & Romance',
  'New Year Cards',
  'Anniversary',
  'Christmas',
  'Easter Cards',
  'Special Occasion',
  'Situationships',
  "Boyfriend's Day",
  'Postpartum',
] as const;

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** The filter row offers 'All' before the thirteen categories; it is the default. */
export const ALL_CATEGORIES = 'All';
export type TemplateFilter = typeof ALL_CATEGORIES | TemplateCategory;
export const TEMPLATE_FILTERS: readonly TemplateFilter[] = [ALL_CATEGORIES, ...TEMPLATE_CATEGORIES];

export const TEMPLATE_COUNT = 68;

export interface Template {
  id: number;
  category: TemplateCategory;
  preview: string;
}

/** How many templates each category holds, in category order; sums to 68. */
const TEMPLATES_PER_CATEGORY: Record<TemplateCategory, number> = {
  Birthday: 6,
  'Thank You': 6,
  Congratulations: 5,
  'Get Well Soon': 5,
  'Love & Romance': 6,
  'New Year Cards': 5,
  Anniversary: 5,
  Christmas: 5,
  'Easter Cards': 5,
  'Special Occasion': 5,
  Situationships: 5,
  "Boyfriend's Day": 5,
  Postpartum: 5,
};

export function templatePreviewPath(id: number): string {
  return `/templates/${id}.svg`;
}

export const TEMPLATES: readonly Template[] = TEMPLATE_CATEGORIES.flatMap((category) =>
  Array.from({ length: TEMPLATES_PER_CATEGORY[category] }, () => category),
).map((category, index) => ({
  id: index + 1,
  category,
  preview: templatePreviewPath(index + 1),
}));

export function findTemplate(id: number): Template | undefined {
  return TEMPLATES.find((template) => template.id === id);
}

export function templatesIn(filter: TemplateFilter): readonly Template[] {
  return filter === ALL_CATEGORIES ? TEMPLATES : TEMPLATES.filter((t) => t.category === filter);
}
