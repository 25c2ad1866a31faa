import compress from '@fastify/compress';
import { healthEndpoints } from '@greetly/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { authRepo, authRoutes } from './modules/accounts/index.ts';
import {
  type ConfiguredPaymentProvider,
  cardPaymentStarter,
  choosePaymentProvider,
  type PlansDeps,
  planRoutes,
  testPaymentRoutes,
  webhookRoutes,
} from './modules/billing/index.ts';
import {
  cardForRecipient,
  cardPaymentRoutes,
  cardRoutes,
  cardsRepo,
  optOutRoutes,
  recentlyReadCards,
  reportRoutes,
  toRecipientCard,
} from './modules/cards/index.ts';
import {
  createDecodeGate,
  databaseMediaStore,
  mediaRepo,
  mediaRoutes,
} from './modules/media/index.ts';
import { newsletterRoutes } from './modules/newsletter/index.ts';
import {
  cartRoutes,
  checkoutRoutes,
  fulfilmentRoutes,
  orderRoutes,
} from './modules/orders/index.ts';
import { referralRoutes } from './modules/referrals/index.ts';
import { marketplaceRoutes, shopReviewRoutes, vendorRoutes } from './modules/shops/index.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/connect.ts';
import { apiReferenceRoutes } from './platform/http/api-reference.ts';
import { boundForwardedFor } from './platform/http/client-address.ts';
import { refuseControlCharacters } from './platform/http/control-characters.ts';
import { AppError, registerErrorHandling, sendApiNotFound } from './platform/http/errors.ts';
import { healthRoutes } from './platform/http/health-routes.ts';
import {
  accessLog,
  generateRequestId,
  loggerOptions,
  stdoutLogDestination,
} from './platform/http/logging.ts';
import { registerResponseHeaders } from './platform/http/security.ts';
import { templateImageRoutes } from './platform/http/template-images.ts';
import { isApiPath, registerWebApp } from './platform/http/web-app.ts';
import { outboxRoutes } from './platform/mail/outbox-routes.ts';
import type { RateLimitStore } from './platform/rate-limit/store.ts';
import { events } from './services.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  rateLimits: RateLimitStore;
  /**
   * The process's payment provider (createServices), shared with its worker; chosen from the
   * configuration when not given. Null: none configured (placing an order answers 503).
   */
  paymentProvider?: ConfiguredPaymentProvider | null;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** The clock of cards and plans (tests move it); the real one when absent. */
  now?: () => Date;
}

/** Fastify's compilers made from zod's (its types speak of ajv's: the shapes are the same). */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** Fastify's trust setting: a hop count becomes "trust the nearest N hops" (proxy-addr's meaning). */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the HTTP app (API + web app) without listening, so tests can use inject(). */
export async function buildApp({
  config,
  db,
  rateLimits,
  paymentProvider = choosePaymentProvider(config),
  logStream,
  now,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream ?? stdoutLogDestination()),
    genReqId: generateRequestId,
    logController: accessLog({ quietWhenOk: [healthEndpoints.check.path] }),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    // Every schema is zod: given the compilers here, Fastify does not load its default ones (ajv
    // and fast-json-stringify, about 3% of a start, bench/cold-start) only to replace them.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  if (config.trustProxy !== false) boundForwardedFor(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerResponseHeaders(app);
  refuseControlCharacters(app);

  registerErrorHandling(app);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  app.decorateRequest('auth', null);
  const users = authRepo(db.kysely);
  await app.register(healthRoutes, { db });
  await app.register(newsletterRoutes, { db, rateLimits });
  await app.register(authRoutes, {
    deps: { repo: users, rateLimits, passwordHashLogN: config.passwordHashLogN, events },
  });
  await app.register(vendorRoutes, { authRepo: users, db: db.kysely });
  await app.register(shopReviewRoutes, { authRepo: users, db: db.kysely });
  const media = mediaRepo(db.kysely);
  await app.register(mediaRoutes, {
    deps: {
      repo: media,
      store: databaseMediaStore(db.kysely),
      rateLimits,
      decodeGate: createDecodeGate(),
    },
    authRepo: users,
  });
  const plansDeps: PlansDeps = {
    db: db.kysely,
    provider: paymentProvider,
    publicUrl: config.publicUrl,
    log: app.log,
    events,
    ...(now ? { now } : {}),
  };
  const cardsDeps = {
    repo: cardsRepo(db.kysely),
    media,
    rateLimits,
    payments: paymentProvider ? cardPaymentStarter(plansDeps) : null,
    recentlyRead: recentlyReadCards({ writeVersion: db.writeVersion }),
    ...(now ? { now } : {}),
  };
  await app.register(cardRoutes, {
    deps: cardsDeps,
    authRepo: users,
    publicUrl: config.publicUrl,
    db: db.kysely,
  });
  await app.register(planRoutes, { authRepo: users, deps: plansDeps });
  await app.register(cardPaymentRoutes, { authRepo: users, deps: cardsDeps, plans: plansDeps });
  await app.register(reportRoutes, {
    deps: { db: db.kysely, cards: cardsDeps, rateLimits },
    authRepo: users,
  });
  await app.register(marketplaceRoutes, { db: db.kysely });
  await app.register(cartRoutes, { authRepo: users, db: db.kysely });
  await app.register(checkoutRoutes, {
    authRepo: users,
    db: db.kysely,
    fees: config.checkoutFees,
  });
  await app.register(fulfilmentRoutes, { authRepo: users, db: db.kysely, rateLimits, events });
  await app.register(orderRoutes, {
    authRepo: users,
    db: db.kysely,
    paymentProvider,
    publicUrl: config.publicUrl,
    events,
    fees: config.checkoutFees,
  });
  await app.register(webhookRoutes, { deps: plansDeps });
  // The test provider's checkout page (it exists only outside production).
  if (paymentProvider?.name === 'test') {
    await app.register(testPaymentRoutes, { provider: paymentProvider });
  }
  await app.register(referralRoutes, {
    authRepo: users,
    db: db.kysely,
    publicUrl: config.publicUrl,
  });
  await app.register(optOutRoutes, { db });
  await app.register(apiReferenceRoutes);
  if (config.hasDevPages && !config.smtpUrl) {
    await app.register(outboxRoutes, { outboxDir: config.outboxDir });
  }

  const sendIndexHtml = await registerWebApp(app, config.webDist, {
    devPages: config.hasDevPages,
    // The recipient's page is rendered with their card (the card the API's GET /api/c/:token gives).
    recipientCard: async (token) => {
      const card = await cardForRecipient(cardsDeps, token).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      });
      return card && toRecipientCard(card, token);
    },
  });
  await app.register(templateImageRoutes, { webDist: config.webDist });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (sendIndexHtml && isPage && !isApiPath(request.url)) {
      return sendIndexHtml(reply, request.url);
    }
    return sendApiNotFound(request, reply);
  });
  return app;
}
