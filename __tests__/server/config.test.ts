import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/src/config';

describe('settings', () => {
  it('has working defaults for a newcomer', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/srv/site', 'data'));
    expect(config.imagesDir).toBe(path.resolve('/srv/site', 'data', 'images'));
    expect(config.corsOrigins).toEqual(['http://localhost:3000']);
    expect(config.seedDemoContent).toBe(true);
    expect(config.mailSenderEnabled).toBe(true);
    expect(config.housekeepingEnabled).toBe(true);
    expect(config.perAddressLimit).toBe(600);
    expect(config.holdMinutes).toBe(30);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://tours.example.gm/',
      DATABASE_URL: 'postgres://app@db:5432/tours',
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://cache:6379',
      OPERATOR_EMAIL: 'desk@tours.example.gm',
      CORS_ORIGINS: 'https://tours.example.gm, https://www.tours.example.gm',
      TRUST_PROXY: 'true',
      SEED_DEMO_CONTENT: 'false',
      HOUSEKEEPING: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_ADDRESS: '3000',
      HOLD_MINUTES: '15',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://tours.example.gm',
      databaseUrl: 'postgres://app@db:5432/tours',
      smtpUrl: 'smtp://mail:25',
      redisUrl: 'redis://cache:6379',
      operatorEmail: 'desk@tours.example.gm',
      corsOrigins: ['https://tours.example.gm', 'https://www.tours.example.gm'],
      trustProxy: 1, // one load balancer in front
      seedDemoContent: false,
      housekeepingEnabled: false,
      logLevel: 'warn',
      perAddressLimit: 3000,
      holdMinutes: 15,
    });
  });

  it('reads TRUST_PROXY as a hop count or the proxies’ addresses, never as every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it('names every invalid setting at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/tours',
        SMTP_URL: 'not a url',
        OPERATOR_EMAIL: 'nobody',
        TRUST_PROXY: 'maybe',
        HOUSEKEEPING: 'hourly',
        CORS_ORIGINS: 'tours.example.gm',
        LOG_LEVEL: 'loud',
        RATE_LIMIT_PER_ADDRESS: '5',
        HOLD_MINUTES: '0',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SMTP_URL',
      'OPERATOR_EMAIL',
      'TRUST_PROXY',
      'HOUSEKEEPING',
      'CORS_ORIGINS',
      'LOG_LEVEL',
      'RATE_LIMIT_PER_ADDRESS',
      'HOLD_MINUTES',
    ]) {
      expect(problems).toContain(name);
    }
  });
});

describe('the settings a newcomer reads about', () => {
  /** Every variable loadConfig reads, found by handing it an environment that notes each read. */
  function settingsRead(): string[] {
    const read = new Set<string>();
    const env = new Proxy({} as Record<string, string | undefined>, {
      get: (_target, name) => {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    });
    loadConfig(env);
    return [...read].sort();
  }

  it('are every setting the server reads, in the README and in .env.example', () => {
    const root = path.resolve(__dirname, '..', '..');
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    const settings = settingsRead();
    expect(settings).toEqual(expect.arrayContaining(['DATABASE_URL', 'RATE_LIMIT_PER_ADDRESS']));
    for (const name of settings) {
      expect({ name, inReadme: readme.includes(`\`${name}\``) }).toEqual({ name, inReadme: true });
      expect({ name, inExample: new RegExp(`^#? ?${name}=`, 'm').test(example) }).toEqual({
        name,
        inExample: true,
      });
    }
  });
});
