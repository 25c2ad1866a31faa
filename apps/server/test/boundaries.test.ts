import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The walls between the server's modules (docs/decisions/0040-modules.md) hold, and the check
 * that keeps them (`npm run check:boundaries`, part of `npm test`) fails when one is broken.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const check = () =>
  spawnSync(process.execPath, ['scripts/check-boundaries.mjs'], { cwd: root, encoding: 'utf8' });

describe('the module boundaries', () => {
  it('hold: no import of a module’s insides, no circle between modules, one writer per table', () => {
    const run = check();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/0 rule violations, 0 circles between modules, 0 of \d+ tables/);
  });

  it('fail on a file that reaches into another module, closes a circle, or writes its table', () => {
    // The newsletter module reaching into the cards module's repo, and cards importing newsletter.
    const probe = join(root, 'apps/server/src/modules/newsletter/boundary-probe.ts');
    const back = join(root, 'apps/server/src/modules/cards/boundary-probe.ts');
    writeFileSync(
      probe,
      "import { cardsRepo } from '../cards/repo.ts';\nexport const probe = cardsRepo;\nexport const write = (db: any) => db.updateTable('cards');\n",
    );
    writeFileSync(back, "export { newsletterRoutes } from '../newsletter/index.ts';\n");
    try {
      const run = check();
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'module-insides: apps/server/src/modules/newsletter/boundary-probe.ts',
      );
      expect(run.stderr).toContain('module circle: cards <-> newsletter');
      expect(run.stderr).toContain('table cards is written by cards');
    } finally {
      rmSync(probe, { force: true });
      rmSync(back, { force: true });
    }
  }, 30_000);
});
