// Generates the 68 template artworks into apps/web/public/templates/<id>.svg.
// Run from the repo root: node --import tsx apps/web/scripts/templates/generate.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATE_CATEGORIES, TEMPLATES } from '@greetly/domain';
import { DESIGNS } from './designs/index.ts';
import { Rng } from './prng.ts';
import { Card } from './svg.ts';
import { validateSvg } from './validate.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '../../public/templates');
mkdirSync(outDir, { recursive: true });

const sizes: number[] = [];
for (const category of TEMPLATE_CATEGORIES) {
  const templates = TEMPLATES.filter((t) => t.category === category);
  const designs = DESIGNS[category];
  if (designs.length !== templates.length) {
    throw new Error(`${category}: ${designs.length} designs for ${templates.length} templates`);
  }
  templates.forEach((template, i) => {
    const design = designs[i];
    if (!design) throw new Error(`No design for template ${template.id}`);
    // 'New Year Cards' reads better as 'New Year card: …' in the title.
    const card = new Card(
      `${category.replace(/ Cards$/, '')} card: ${design.name}`,
      design.headline,
    );
    // Seeding by id keeps each card's scatter stable even if other designs change.
    const svg = card.render(design.draw(card, new Rng(template.id * 7919)));
    const file = `${template.id}.svg`;
    validateSvg(file, svg);
    writeFileSync(join(outDir, file), svg);
    sizes.push(Buffer.byteLength(svg));
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const total = sizes.reduce((a, b) => a + b, 0);
console.log(
  `Wrote ${sizes.length} templates to ${outDir}: min ${kb(Math.min(...sizes))}, max ${kb(Math.max(...sizes))}, total ${kb(total)}`,
);
