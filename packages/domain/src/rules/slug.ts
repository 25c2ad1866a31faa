/** Longest slug kept; a product's address adds its reference after it. */
export const SLUG_MAX = 60;

/**
 * A readable address part: lower-case letters and digits joined by single hyphens, accents
 * dropped ('Crème Brûlée Cake!' → 'creme-brulee-cake'); 'gift' when nothing readable is left.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || 'gift';
}

/** A product's page: its title for people, its reference for us (`/gifts/red-velvet-cake-k3j9x2`). */
export function productPath(ref: string, title: string): string {
  return `/gifts/${slugify(title)}-${ref}`;
}

/** The reference at the end of a product page's address part, or null when there is none. */
export function productRefOf(slugAndRef: string): string | null {
  return /(?:^|-)([a-z0-9]{10})$/.exec(slugAndRef)?.[1] ?? null;
}
