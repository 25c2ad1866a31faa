// The app and the four pages both web benchmarks load (run.ts: bytes and paints; lighthouse.ts:
// Lighthouse's scores).
import { join } from 'node:path';
import type { Child } from '../delivery/harness.ts';
import { seedSentCard } from '../support/seed-sqlite.ts';
import { startApp } from '../support/server.ts';

/**
 * Starts the app as `npm start` serves it (the production build, made first if missing;
 * production mode; SQLite in `dataDir`) with one sent card written straight into its database,
 * and names the pages to load: home, the gallery, the wizard and that card's recipient page.
 */
export async function startWebApp(dataDir: string): Promise<{
  app: Child;
  base: string;
  pages: [name: string, path: string][];
}> {
  const { app, base } = await startApp({
    script: 'scripts/start.mjs',
    cwd: join(import.meta.dirname, '../..'),
    dataDir,
    timeoutMs: 180_000,
  });
  const token = seedSentCard(join(dataDir, 'app.db'));
  return {
    app,
    base,
    pages: [
      ['home', '/'],
      ['gallery', '/create-template'],
      ['wizard', '/create-card'],
      ['recipient', `/c/${token}`],
    ],
  };
}
