// Generates the 68 template artworks into apps/web/public/templates/<id>.svg.
// Run from the repo root: npm run templates
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMES_MODULE, namesModule, renderTemplates, TEMPLATES_DIR } from './render.ts';
import { validateSvg } from './validate.ts';

mkdirSync(TEMPLATES_DIR, { recursive: true });
const rendered = renderTemplates();
const problems = rendered.flatMap((t) => t.problems.map((p) => `#${t.id}: ${p}`));
if (problems.length > 0) throw new Error(`Layout problems:\n${problems.join('\n')}`);
const sizes: number[] = [];
for (const { file, svg } of rendered) {
  validateSvg(file, svg);
  writeFileSync(join(TEMPLATES_DIR, file), svg);
  sizes.push(Buffer.byteLength(svg));
}
writeFileSync(NAMES_MODULE, namesModule(rendered));

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const total = sizes.reduce((a, b) => a + b, 0);
console.log(
  `Wrote ${sizes.length} templates to ${TEMPLATES_DIR}: min ${kb(Math.min(...sizes))}, max ${kb(Math.max(...sizes))}, total ${kb(total)}`,
);
