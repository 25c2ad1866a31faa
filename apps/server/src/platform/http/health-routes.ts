import { healthEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import { DatabaseUnavailableError } from '../db/unavailable.ts';
import { databaseWriteCheck } from '../db/write-check.ts';
import { route } from './route.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const writeCheck = databaseWriteCheck(db, app.log);
  // Its answer is a few dozen bytes, never worth compressing: no compression hooks on it.
  route(app, healthEndpoints.check, { compress: false }, async () => {
    const problem = await writeCheck.problem();
    if (problem) throw new DatabaseUnavailableError(problem);
    return { status: 'ok' as const, database: db.kind };
  });
};
