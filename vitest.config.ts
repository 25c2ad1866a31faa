import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          // The app's plain modules, and the scripts that draw the template artwork.
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // Components and hooks, rendered with Testing Library in jsdom (no browser, no server).
          name: 'web-components',
          root: './apps/web',
          include: ['src/**/*.test.tsx'],
          environment: './src/testing/jsdom-environment.mjs',
          setupFiles: ['./src/testing/setup.ts'],
          // A whole wizard filled in through jsdom takes seconds on a busy two-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each app a test makes gets its own database (a fresh SQLite file, or a database of its
          // own on the PostgreSQL server) and its own ports, so files run side by side: most of
          // their time is spent waiting on PostgreSQL, scrypt and child processes.
        },
      },
    ],
  },
});
