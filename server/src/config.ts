import path from 'node:path';
import { isEmailAddress } from '@/contract/email';
import { DEFAULT_DATABASE_SETTINGS, type DatabaseSettings } from './db/settings';
import { PER_ADDRESS_LIMIT, PER_ADDRESS_LIMIT_RANGE } from './lib/limits';

/** Every setting of the server, read once from the environment and validated at start-up. */
export interface Config {
  port: number;
  host: string;
  /** Public address of the site, used in mails, links and the sitemap. No trailing slash. */
  publicUrl: string;
  /** A PostgreSQL server; when unset the embedded PGlite database in `<dataDir>/db` is used. */
  databaseUrl: string | undefined;
  /** How the server uses its database: pool, timeouts and the embedded database's queue. */
  database: DatabaseSettings;
  dataDir: string;
  imagesDir: string;
  /** The website build the server serves and renders its pages into. */
  websiteDir: string;
  /** An SMTP server; when unset mails are written to `<dataDir>/mail` as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  operatorEmail: string;
  /** Shared rate-limit store for several replicas; when unset counters stay in memory. */
  redisUrl: string | undefined;
  /**
   * Calls a minute a client address may make on every call without a tighter limit of its own
   * (reads and writes counted apart). Many visitors may share one address: a hotel, a ship.
   */
  perAddressLimit: number;
  corsOrigins: string[];
  /**
   * Which proxies in front may append to X-Forwarded-For: none (`false`), a number of hops, or
   * their addresses and ranges. The client address is the right-most one no trusted proxy wrote,
   * never the left-most a client can write itself.
   */
  trustProxy: false | number | string[];
  seedDemoContent: boolean;
  mapsApiKey: string;
  logLevel: string;
  /** The mail sender loop; tests switch it off and drive the queue themselves. */
  mailSenderEnabled: boolean;
  /** The hourly purge of ended sessions, spent codes and old mail. */
  housekeepingEnabled: boolean;
  /** How long a reservation holds its seats before it must be confirmed. */
  holdMinutes: number;
  /** Payment (decision 061): deposit, balance, reminders, the gateway and the bank's details. */
  payments: PaymentSettings;
}

export interface PaymentSettings {
  /** The share of the total asked as a deposit. */
  depositPercent: number;
  /** The whole total is due this many days before the first departure. */
  balanceDueDays: number;
  /** The balance reminder goes this many days before the balance is due. */
  reminderDaysBefore: number;
  /** ModemPay, The Gambia's gateway: offered only when both secrets are set. */
  modemPay: { secretKey: string; webhookSecret: string; apiUrl: string } | undefined;
  bank: { bankName: string; accountName: string; accountNumber: string };
}

/** ModemPay's live API base, as its SDK calls it. */
export const MODEMPAY_LIVE_API_URL = 'https://api.modempay.com';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Where `npm run build` writes the website, beside the server's code. */
const BUILT_WEBSITE_DIR = path.resolve(__dirname, '../../dist/website');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const port = parseInteger(read('PORT') ?? '3000');
  if (port === undefined || port < 0 || port > 65535) {
    problems.push('PORT must be a whole number from 0 to 65535');
  }

  const flag = (name: string, fallback: boolean) => {
    const value = read(name);
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
    if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
    problems.push(`${name} must be true or false`);
    return fallback;
  };

  const url = (name: string, protocols: string[]) => {
    const value = read(name);
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
      }
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return value;
  };

  const email = (name: string, fallback: string) => {
    const value = read(name) ?? fallback;
    // A sender may carry a display name: `Name <address>`.
    if (!isEmailAddress(value.replace(/^.*<(.+)>$/, '$1'))) {
      problems.push(`${name} must be an e-mail address`);
    }
    return value;
  };

  const publicUrl = (
    url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port ?? 3000}`
  ).replace(/\/+$/, '');

  const corsOrigins = (read('CORS_ORIGINS') ?? new URL(publicUrl).origin)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      problems.push(`CORS_ORIGINS entry "${origin}" must be an origin like https://example.com`);
    }
  }

  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const whole = (name: string, fallback: number, min: number, max: number) => {
    const value = read(name);
    if (value === undefined) return fallback;
    const parsed = parseInteger(value);
    if (parsed === undefined || parsed < min || parsed > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return parsed;
  };
  const defaults = DEFAULT_DATABASE_SETTINGS;
  const database: DatabaseSettings = {
    poolSize: whole('DATABASE_POOL_SIZE', defaults.poolSize, 1, 1000),
    connectTimeoutMs: whole('DATABASE_CONNECT_TIMEOUT_MS', defaults.connectTimeoutMs, 100, 600_000),
    statementTimeoutMs: whole(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      defaults.statementTimeoutMs,
      100,
      600_000,
    ),
    idleTimeoutMs: whole('DATABASE_IDLE_TIMEOUT_MS', defaults.idleTimeoutMs, 1000, 3_600_000),
    queueLimit: whole('DATABASE_QUEUE_LIMIT', defaults.queueLimit, 1, 100_000),
  };

  const dataDir = path.resolve(cwd, read('DATA_DIR') ?? 'data');
  const config: Config = {
    port: port ?? 3000,
    host: read('HOST') ?? '0.0.0.0',
    publicUrl,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    database,
    dataDir,
    imagesDir: path.resolve(cwd, read('IMAGES_DIR') ?? path.join(dataDir, 'images')),
    websiteDir: path.resolve(cwd, read('WEBSITE_DIR') ?? BUILT_WEBSITE_DIR),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email('MAIL_FROM', 'West Africa Tours <bookings@westafricatours.example>'),
    operatorEmail: email('OPERATOR_EMAIL', 'operator@westafricatours.example'),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    perAddressLimit: whole(
      'RATE_LIMIT_PER_ADDRESS',
      PER_ADDRESS_LIMIT.max,
      PER_ADDRESS_LIMIT_RANGE.min,
      PER_ADDRESS_LIMIT_RANGE.max,
    ),
    corsOrigins,
    trustProxy: trustedProxies(read('TRUST_PROXY'), problems),
    seedDemoContent: flag('SEED_DEMO_CONTENT', true),
    mapsApiKey: read('MAPS_API_KEY') ?? '',
    logLevel,
    mailSenderEnabled: flag('MAIL_SENDER', true),
    housekeepingEnabled: flag('HOUSEKEEPING', true),
    holdMinutes: whole('HOLD_MINUTES', 30, 1, 1440),
    payments: paymentSettings(read, whole, url),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}

/** The payment settings; the gateway only when both of its secrets are set. */
function paymentSettings(
  read: (name: string) => string | undefined,
  whole: (name: string, fallback: number, min: number, max: number) => number,
  url: (name: string, protocols: string[]) => string | undefined,
): PaymentSettings {
  const secretKey = read('MODEMPAY_SECRET_KEY');
  const webhookSecret = read('MODEMPAY_WEBHOOK_SECRET');
  const apiUrl = (url('MODEMPAY_API_URL', ['http:', 'https:']) ?? MODEMPAY_LIVE_API_URL).replace(
    /\/+$/,
    '',
  );
  return {
    depositPercent: whole('DEPOSIT_PERCENT', 30, 0, 100),
    balanceDueDays: whole('BALANCE_DUE_DAYS', 14, 0, 365),
    reminderDaysBefore: whole('REMINDER_DAYS_BEFORE', 3, 0, 60),
    modemPay: secretKey && webhookSecret ? { secretKey, webhookSecret, apiUrl } : undefined,
    bank: {
      bankName: read('BANK_NAME') ?? 'Trust Bank Gambia',
      accountName: read('BANK_ACCOUNT_NAME') ?? 'West Africa Tours Ltd',
      accountNumber: read('BANK_ACCOUNT_NUMBER') ?? '0000 0000 0000',
    },
  };
}

/**
 * TRUST_PROXY: `false`/`0` (nobody: the connection's address), a hop count (`1` for one load
 * balancer; `true` means that too), or a comma list of the proxies' addresses or ranges
 * (`10.0.0.0/8, 192.168.1.7`). Trusting every hop would take the left-most address of
 * X-Forwarded-For, which the client writes.
 */
function trustedProxies(value: string | undefined, problems: string[]): false | number | string[] {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return 1;
  const hops = parseInteger(value);
  if (hops !== undefined) {
    if (hops > 10) problems.push('TRUST_PROXY must be at most 10 hops');
    return hops;
  }
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  const wrong = addresses.filter(
    (entry) => !address.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry),
  );
  if (wrong.length > 0 || addresses.length === 0) {
    problems.push(
      'TRUST_PROXY must be false, a number of proxy hops, or the proxies’ addresses (10.0.0.0/8, …)',
    );
  }
  return addresses;
}

function parseInteger(value: string): number | undefined {
  return /^\d+$/.test(value) ? Number(value) : undefined;
}
