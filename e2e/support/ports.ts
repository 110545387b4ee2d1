/**
 * Where the browser suite finds its server and its mail catcher. Both listen on loopback only;
 * E2E_PORT moves them when the default port is taken (the catcher uses the next port). Browsers
 * and Node's fetch refuse some ports outright (4190, 5060, 6000, 6665-6669, ...): pick another.
 */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const MAIL_PORT = SITE_PORT + 1;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
export const MAIL_URL = `http://127.0.0.1:${MAIL_PORT}`;
/** The local ModemPay the suite's server pays through (scripts/modempay/server.ts). */
export const MODEMPAY_PORT = SITE_PORT + 2;
export const MODEMPAY_URL = `http://127.0.0.1:${MODEMPAY_PORT}`;
export const MODEMPAY_SECRET_KEY = 'sk_test_e2e';
export const MODEMPAY_WEBHOOK_SECRET = 'whsec_e2e';
