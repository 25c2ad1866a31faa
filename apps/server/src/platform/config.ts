import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { BASIS_POINTS_PER_WHOLE, type CheckoutFees, DEFAULT_CHECKOUT_FEES } from '@greetly/domain';
import { z } from 'zod';

/**
 * scrypt at the OWASP Password Storage Cheat Sheet's parameters: N=2^17, r=8, p=1 (128 MiB,
 * about a quarter second). Only tests pass a lower cost, through their config, to run hundreds
 * of sign-ups quickly; a test asserts that the configuration a server loads uses this one.
 */
export const PRODUCTION_SCRYPT_LOG_N = 17;

/** Paystack's API, unless PAYSTACK_BASE_URL points elsewhere (a test stub). */
export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A fee setting in kobo: a whole number from 0 to ₦1,000,000. */
const koboSetting = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of kobo (₦1 = 100)' })
    .int({ error: 'must be a whole number of kobo (₦1 = 100)' })
    .min(0, { error: 'must be 0 or more kobo' })
    .max(100_000_000, { error: 'must be at most 100000000 kobo (₦1,000,000)' })
    .default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Only this machine can reach a default install; HOST=0.0.0.0 opens it to the network on purpose.
    HOST: z.string().min(1).default('localhost'),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => parseTrustProxy(value, ctx)),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    // 0 tries PostgreSQL once at start-up, without retrying.
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
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
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(32),
    WORKER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(200),
    WORKER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    WORKER_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
    DEMO_SEED: z.enum(['auto', 'off']).default('auto'),
    // Never echoed back: a refused value is named, not shown.
    PAYSTACK_SECRET_KEY: z
      .string()
      .regex(/^sk_\w+$/, 'must be a Paystack secret key (sk_test_… or sk_live_…)')
      .optional(),
    PAYSTACK_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default(PAYSTACK_DEFAULT_BASE_URL),
    // The checkout's fees, in kobo (decision 0030); the spec's figures by default.
    FAST_DELIVERY_FEE_KOBO: koboSetting(DEFAULT_CHECKOUT_FEES.fastDeliveryPerShopKobo),
    GIFT_DELIVERY_FEE_KOBO: koboSetting(DEFAULT_CHECKOUT_FEES.giftDeliveryPerShopKobo),
    GIFT_BAG_FEE_KOBO: koboSetting(DEFAULT_CHECKOUT_FEES.giftBagKobo),
    // VAT on the items after discounts, in basis points: 750 is 7.5%.
    VAT_RATE_BASIS_POINTS: z.coerce
      .number({ error: 'must be a whole number of basis points (750 = 7.5%)' })
      .int({ error: 'must be a whole number of basis points (750 = 7.5%)' })
      .min(0, { error: 'must be 0 to 10000 (750 = 7.5%)' })
      .max(BASIS_POINTS_PER_WHOLE, { error: 'must be 0 to 10000 (750 = 7.5%)' })
      .default(DEFAULT_CHECKOUT_FEES.taxRateBasisPoints),
  })
  .superRefine((env, ctx) => {
    // The secret key travels in every call's Authorization header.
    if (env.NODE_ENV === 'production' && !env.PAYSTACK_BASE_URL.startsWith('https:')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_BASE_URL'],
        message: 'must be an https:// URL in production',
      });
    }
  });

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset (trust no proxy: the client is the socket's peer), a hop count, or a
 * comma-separated list of proxy addresses, CIDR ranges or the names loopback, linklocal and
 * uniquelocal. 'true' (believe any X-Forwarded-For) is refused: it lets any client pick its IP.
 */
function parseTrustProxy(
  value: string | undefined,
  ctx: z.RefinementCtx,
): number | string[] | false {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    const isAddress = (entry: string) => {
      const [address = '', bits, ...rest] = entry.split('/');
      const version = isIP(address);
      if (rest.length > 0 || version === 0) return false;
      return (
        bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
      );
    };
    if (entries.every((entry) => PROXY_NAMES.has(entry) || isAddress(entry))) return entries;
  }
  ctx.addIssue({
    code: 'custom',
    message:
      'must be a hop count (1-10) or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  });
  return z.NEVER;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Which proxies' X-Forwarded-For to believe: none (false), a hop count, or their addresses. */
  trustProxy: number | string[] | false;
  publicUrl: string;
  dataDir: string;
  /** Where mail goes when SMTP_URL is unset. */
  outboxDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** How long a starting process retries an unreachable PostgreSQL before it gives up. */
  databaseConnectTimeoutMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Development-only pages (the mail outbox) are served when this is true. */
  hasDevPages: boolean;
  logLevel: (typeof logLevels)[number];
  /** Whether `npm start` runs the delivery worker in the same process. */
  runWorker: boolean;
  worker: { concurrency: number; batchSize: number; pollMs: number; leaseMs: number };
  /**
   * 'auto': outside production, `npm start` adds the demo catalogue to a database without any
   * account, shop or product (`npm run seed:demo` adds it on demand); 'off': never at start.
   */
  demoSeed: 'auto' | 'off';
  /** scrypt's cost for new password hashes (log2 N); tests lower it, production never does. */
  passwordHashLogN: number;
  /** Where the built web app lives; absent in API-only tests. */
  webDist: string;
  /** Paystack takes payments when the key is set; without it, development uses the test provider. */
  paystack: { secretKey: string | undefined; baseUrl: string };
  /** The operator's checkout fees and VAT rate (the spec's figures unless set). */
  checkoutFees: CheckoutFees;
}

export class ConfigError extends Error {}

/**
 * The web app's build (apps/web/dist), found through the workspace's package links, so the same
 * answer comes from the sources and from the compiled server, wherever its code was bundled to.
 */
function webAppBuild(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@greetly/web/package.json')), 'dist');
}

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
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    outboxDir: resolve(dataDir, 'outbox'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: resolve(dataDir, 'app.db') },
    databaseConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
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
    demoSeed: e.DEMO_SEED,
    passwordHashLogN: PRODUCTION_SCRYPT_LOG_N,
    webDist: webAppBuild(),
    paystack: {
      secretKey: e.PAYSTACK_SECRET_KEY,
      baseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, ''),
    },
    checkoutFees: {
      fastDeliveryPerShopKobo: e.FAST_DELIVERY_FEE_KOBO,
      giftDeliveryPerShopKobo: e.GIFT_DELIVERY_FEE_KOBO,
      giftBagKobo: e.GIFT_BAG_FEE_KOBO,
      taxRateBasisPoints: e.VAT_RATE_BASIS_POINTS,
    },
  };
}
