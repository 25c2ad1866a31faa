import { healthSchema } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async () => {
    try {
      await sql`select 1 as ok`.execute(db.kysely);
    } catch {
      throw new AppError(503, 'database_unavailable', 'The database is not answering.');
    }
    return { status: 'ok' as const, database: db.kind };
  });
};
