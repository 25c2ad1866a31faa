// Draws the 68 template artworks in memory: each one's SVG and what its layout check found.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATE_CATEGORIES, TEMPLATES } from '@greetly/domain';
import { DESIGNS } from './designs/index.ts';
import { layoutProblems, withInk } from './ink.ts';
import { Rng } from './prng.ts';
import { Card } from './svg.ts';

/** Where the artwork is served from: apps/web/public/templates. */
export const TEMPLATES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../public/templates',
);

/** The gallery's names and search words for each template, written beside the gallery. */
export const NAMES_MODULE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/features/studio/gallery/template-names.ts',
);

export interface RenderedTemplate {
  id: number;
  /** What the design shows ('Balloon bouquet') and the words lettered on it. */
  name: string;
  words: string;
  file: string;
  svg: string;
  /** Words that collide or crowd the edge, as sentences; empty when the layout is clean. */
  problems: string[];
}

export function renderTemplates(): RenderedTemplate[] {
  return TEMPLATE_CATEGORIES.flatMap((category) => {
    const templates = TEMPLATES.filter((t) => t.category === category);
    const designs = DESIGNS[category];
    if (designs.length !== templates.length) {
      throw new Error(`${category}: ${designs.length} designs for ${templates.length} templates`);
    }
    return templates.map((template, i) => {
      const design = designs[i];
      if (!design) throw new Error(`No design for template ${template.id}`);
      // 'New Year Cards' reads better as 'New Year card: …' in the title.
      const card = new Card(
        `${category.replace(/ Cards$/, '')} card: ${design.name}`,
        design.headline,
      );
      // Seeding by id keeps each card's scatter stable even if other designs change.
      const { result, ink } = withInk(() => design.draw(card, new Rng(template.id * 7919)));
      return {
        id: template.id,
        name: design.name,
        words: design.headline,
        file: `${template.id}.svg`,
        svg: card.render(result),
        problems: layoutProblems(ink),
      };
    });
  });
}

/** The TypeScript module the web app reads the names from (the designs are not bundled). */
export function namesModule(rendered: RenderedTemplate[]): string {
  // Single-quoted, as the formatter writes them.
  const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const rows = rendered.map(
    ({ id, name, words }) => `  ${id}: { name: ${quote(name)}, words: ${quote(words)} },`,
  );
  return [
    '// Written by `npm run templates` from apps/web/scripts/templates/designs: do not edit.',
    '',
    "/** Each template's name (what it shows) and the words lettered on it, by template id. */",
    'export const TEMPLATE_NAMES: Readonly<Record<number, { name: string; words: string }>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}
