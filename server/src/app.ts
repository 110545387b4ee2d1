import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import underPressure from '@fastify/under-pressure';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { isEmailAddress } from '@/contract/email';
import configPlugin from './plugins/config';
import databasePlugin from './plugins/database';
import demoContentPlugin from './plugins/demoContent';
import errorsPlugin, { answerClientError, answerFrameworkError } from './plugins/errors';
import finiteNumbersPlugin from './plugins/finiteNumbers';
import localePlugin from './plugins/locale';
import strictInputPlugin from './plugins/strictInput';
import securityPlugin from './plugins/security';
import docsPlugin from './plugins/docs';
import authPlugin from './plugins/auth';
import staffAuthPlugin from './plugins/staffAuth';
import mailPlugin from './plugins/mail';
import idempotencyPlugin from './plugins/idempotency';
import housekeepingPlugin from './plugins/housekeeping';
import departuresPlugin from './plugins/departures';
import paymentsPlugin from './plugins/payments';
import imageVariantsPlugin from './plugins/imageVariants';
import websitePlugin from './plugins/website';
import { LOAD_SHEDDING } from './lib/loadShedding';
import { RequestLog } from './requestLog';
import { requestLoggerOnFirstUse } from './logger';
import healthRoutes from './routes/health';
import catalogRoutes from './routes/catalog';
import accountRoutes from './routes/account';
import bookingRoutes from './routes/bookings';
import reviewRoutes from './routes/reviews';
import enquiryRoutes from './routes/enquiries';
import transferRoutes from './routes/transfers';
import operatorRoutes from './routes/operator';
import octoRoutes from './routes/octo';
import paymentRoutes from './routes/payments';
import ratesRoutes from './routes/rates';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  config: Config;
  /** An already open database (tests); otherwise the app opens the configured one. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Keeps the rate-limit counters of parallel test apps apart in a shared Redis. */
  rateLimitNamespace?: string;
  /** Answer 503 while the event loop is stalled (default on; tests on a busy machine turn it off). */
  loadShedding?: boolean;
}

/**
 * Fastify believes no hop of a bare hop count; a count here means "that many proxies in front,
 * which every request passes", so the address the last of them appended is the client's.
 */
function trustedHops(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Plugin order: config > db > security > services > routes; error handlers first of all. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // Errors, refusals and slow answers only: not two lines for every fast success.
    logController: new RequestLog(),
    childLoggerFactory: requestLoggerOnFirstUse,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedHops(config.trustProxy),
    // The framework's own refusals, in the failure envelope like every other error.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Opening the database migrates it and, on a first start, seeds the demo catalog: on a busy
    // two-core machine that passes Fastify's 10 s default for a plugin, and the start fails.
    pluginTimeout: 120_000,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true },
      // `format: 'email'` in a schema is the same rule the services apply.
      onCreate: (ajv) => ajv.addFormat('email', isEmailAddress),
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(localePlugin);
  await app.register(finiteNumbersPlugin);
  await app.register(strictInputPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(demoContentPlugin);
  await app.register(securityPlugin, { rateLimitNamespace: options.rateLimitNamespace });
  if (options.loadShedding !== false) {
    await app.register(underPressure, LOAD_SHEDDING);
  }
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(staffAuthPlugin);
  await app.register(mailPlugin);
  await app.register(idempotencyPlugin);
  await app.register(housekeepingPlugin);
  await app.register(departuresPlugin);
  await app.register(paymentsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(accountRoutes, { prefix: '/account' });
      await api.register(bookingRoutes, { prefix: '/booking' });
      await api.register(reviewRoutes, { prefix: '/review' });
      await api.register(enquiryRoutes, { prefix: '/enquiry' });
      await api.register(operatorRoutes, { prefix: '/operator' });
      await api.register(octoRoutes, { prefix: '/octo' });
      await api.register(paymentRoutes);
      await api.register(ratesRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(transferRoutes, { prefix: '/transport-api' });
  await app.register(imageVariantsPlugin);
  await app.register(websitePlugin);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
