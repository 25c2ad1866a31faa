import { resolve } from 'node:path';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Greetly <hello@greetly.app>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  RUN_WORKER: z.enum(['true', 'false']).default('true'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(16),
  WORKER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  WORKER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  WORKER_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Where mail goes when SMTP_URL is unset. */
  outboxDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Development-only pages (the mail outbox) are served when this is true. */
  hasDevPages: boolean;
  logLevel: (typeof logLevels)[number];
  /** Whether `npm start` runs the delivery worker in the same process. */
  runWorker: boolean;
  worker: { concurrency: number; batchSize: number; pollMs: number; leaseMs: number };
  /** Where the built web app lives; absent in API-only tests. */
  webDist: string;
}

export class ConfigError extends Error {}

/** Parses the environment once at boot; an invalid value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    outboxDir: resolve(dataDir, 'outbox'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: resolve(dataDir, 'app.db') },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    hasDevPages: e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    runWorker: e.RUN_WORKER === 'true',
    worker: {
      concurrency: e.WORKER_CONCURRENCY,
      batchSize: e.WORKER_BATCH_SIZE,
      pollMs: e.WORKER_POLL_MS,
      leaseMs: e.WORKER_LEASE_MS,
    },
    webDist: resolve(import.meta.dirname, '../../web/dist'),
  };
}
