/**
 * `npm run octo:reseller -- --url http://localhost:3000 --key <reseller key>` plays a reseller's
 * whole sequence against a running server: supplier, products, calendar, availability, hold,
 * extend, confirm, read, cancel. Each answer is checked against the OCTO schemas of
 * `@octocloud/types` and the step's rule; the first that does not conform ends it with exit 1.
 *
 * Without a key, `--staff email:password --mail-dir <DATA_DIR>/mail` signs in as that member of
 * staff (reading the sign-in code from the mails a server without SMTP_URL writes to files) and
 * adds a reseller for the run, as the console's Resellers page does.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  zAvailability,
  zAvailabilityCalendar,
  zBaseError,
  zBooking,
  zProduct,
  zSupplier,
} from '@octocloud/types';

interface Parser {
  safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } };
}

class NotConforming extends Error {}

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    key: { type: 'string' },
    staff: { type: 'string' },
    'mail-dir': { type: 'string', default: 'data/mail' },
  },
});
const base = values.url!.replace(/\/$/, '');

function step(name: string, detail: string) {
  console.log(`✓ ${name}: ${detail}`);
}

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new NotConforming(what);
}

function conforming<T>(schema: Parser, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new NotConforming(`${what} is not OCTO's: ${JSON.stringify(parsed.error?.issues)}`);
  }
  return value as T;
}

/**
 * One HTTP call. A 503 (the server shedding load, or its database away) did nothing: it is asked
 * again after its Retry-After, a few times, as a reseller's client would.
 */
async function call(method: string, url: string, token: string | undefined, body?: unknown) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status === 503 && attempt < 6) {
      const wait = Number(response.headers.get('retry-after')) || 5;
      console.log(`… ${method} ${url}: 503, again in ${wait} s`);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
  }
}

/** An OCTO call whose answer must be 200. */
async function octo(method: string, route: string, key: string, body?: unknown) {
  const answer = await call(method, `${base}/api/octo/${route}`, key, body);
  if (answer.status !== 200) {
    conforming(zBaseError, answer.json, `the error of ${method} ${route}`);
    throw new NotConforming(`${method} ${route}: ${answer.status} ${JSON.stringify(answer.json)}`);
  }
  return answer.json;
}

/** The newest 6-digit code mailed to an address, from the server's mail folder. */
function mailedCode(folder: string, email: string, after: number) {
  const files = fs
    .readdirSync(folder)
    .map((name) => path.join(folder, name))
    .filter((file) => fs.statSync(file).mtimeMs >= after)
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const match = text.includes(email) ? /\b(\d{6})\b/.exec(text) : null;
    if (match) return match[1];
  }
  return undefined;
}

/** Signs in as staff and adds a reseller for this run; answers its key. */
async function keyFromStaff(credentials: string, mailDir: string) {
  const [email, ...rest] = credentials.split(':');
  const operator = `${base}/api/operator`;
  const started = Date.now() - 1000;
  const first = await call('POST', `${operator}/sign-in`, undefined, {
    email,
    password: rest.join(':'),
  });
  check(first.status === 200, `staff sign-in: ${first.status} ${JSON.stringify(first.json)}`);
  let code: string | undefined;
  for (let tries = 0; tries < 40 && !code; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    code = fs.existsSync(mailDir) ? mailedCode(mailDir, email, started) : undefined;
  }
  check(code, `no sign-in code mailed to ${email} in ${mailDir}`);
  const session = await call('POST', `${operator}/sign-in/code`, undefined, { email, code });
  check(session.status === 200, `staff code: ${session.status}`);
  const token = (session.json as { data: { accessToken: string } }).data.accessToken;
  const created = await call('POST', `${operator}/resellers`, token, {
    name: `OCTO script ${new Date().toISOString()}`,
  });
  check(created.status === 201, `adding a reseller: ${created.status}`);
  const reseller = (created.json as { data: { id: number; name: string; apiKey: string } }).data;
  step('reseller', `added "${reseller.name}" (id ${reseller.id}) as ${email}`);
  return reseller.apiKey;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function play(key: string) {
  const supplier = conforming<{ name: string }>(
    zSupplier,
    await octo('GET', 'supplier', key),
    'supplier',
  );
  step('supplier', supplier.name);

  const products = await octo('GET', 'products', key);
  check(Array.isArray(products) && products.length > 0, 'no products');
  for (const product of products) conforming(zProduct, product, 'product');
  step('products', `${products.length} products`);

  const today = new Date().toISOString().slice(0, 10);
  const localDateStart = addDays(today, 2);
  const localDateEnd = addDays(localDateStart, 30);
  let found: { productId: string; localDate: string } | undefined;
  for (const product of products as Array<{ id: string; title: string }>) {
    const days = await octo('POST', 'availability/calendar', key, {
      productId: product.id,
      optionId: 'DEFAULT',
      localDateStart,
      localDateEnd,
    });
    check(Array.isArray(days) && days.length === 31, 'the calendar has not every day');
    for (const day of days) conforming(zAvailabilityCalendar, day, 'calendar day');
    const open = (days as Array<{ localDate: string; available: boolean }>).find(
      (d) => d.available,
    );
    if (open) {
      found = { productId: product.id, localDate: open.localDate };
      step('calendar', `${product.title}: first open date ${open.localDate}`);
      break;
    }
  }
  check(found, 'no product has an open date in the next month');

  const slots = await octo('POST', 'availability', key, {
    productId: found.productId,
    optionId: 'DEFAULT',
    localDate: found.localDate,
  });
  check(Array.isArray(slots), 'availability is not a list');
  for (const slot of slots) conforming(zAvailability, slot, 'availability');
  const slot = (slots as Array<{ id: string; available: boolean; vacancies: number }>).find(
    (one) => one.available,
  );
  check(slot, `no open departure on ${found.localDate}`);
  step('availability', `${slot.id}, ${slot.vacancies} seats left`);

  type Booking = {
    id: string;
    uuid: string;
    status: string;
    utcExpiresAt: string | null;
    availability: { vacancies: number } | null;
  };
  const uuid = randomUUID();
  const hold = conforming<Booking>(
    zBooking,
    await octo('POST', 'bookings', key, {
      uuid,
      productId: found.productId,
      optionId: 'DEFAULT',
      availabilityId: slot.id,
      expirationMinutes: 15,
      resellerReference: `SCRIPT-${uuid.slice(0, 8)}`,
      unitItems: [{ unitId: 'adult' }],
    }),
    'the hold',
  );
  check(hold.uuid === uuid && hold.status === 'ON_HOLD', `hold status ${hold.status}`);
  check(hold.availability?.vacancies === slot.vacancies - 1, 'the hold did not take one seat');
  step('hold', `${hold.id} ON_HOLD until ${hold.utcExpiresAt}`);

  const extended = conforming<Booking>(
    zBooking,
    await octo('POST', `bookings/${uuid}/extend`, key, { expirationMinutes: 60 }),
    'the extension',
  );
  check(
    extended.status === 'ON_HOLD' &&
      Date.parse(extended.utcExpiresAt ?? '') > Date.parse(hold.utcExpiresAt ?? ''),
    'the hold was not extended',
  );
  step('extend', `until ${extended.utcExpiresAt}`);

  const confirmed = conforming<Booking>(
    zBooking,
    await octo('POST', `bookings/${uuid}/confirm`, key, {
      contact: { fullName: 'OCTO Script Traveller' },
    }),
    'the confirmation',
  );
  check(['CONFIRMED', 'PENDING'].includes(confirmed.status), `confirm: ${confirmed.status}`);
  step('confirm', confirmed.status);

  const read = conforming<Booking>(zBooking, await octo('GET', `bookings/${uuid}`, key), 'read');
  check(read.status === confirmed.status, 'the booking read back differs');
  step('read', `${read.id} ${read.status}`);

  const cancelled = conforming<Booking>(
    zBooking,
    await octo('POST', `bookings/${uuid}/cancel`, key, { reason: 'OCTO script run' }),
    'the cancellation',
  );
  check(cancelled.status === 'CANCELLED', `cancel: ${cancelled.status}`);
  check(cancelled.availability?.vacancies === slot.vacancies, 'the seat did not come back');
  step('cancel', `CANCELLED, ${cancelled.availability?.vacancies} seats left again`);
}

async function main() {
  const key =
    values.key ??
    (values.staff ? await keyFromStaff(values.staff, values['mail-dir']!) : undefined);
  if (!key) {
    console.error('Give --key <reseller key>, or --staff email:password --mail-dir <folder>.');
    process.exit(2);
  }
  await play(key);
  console.log('All steps conform to OCTO.');
}

main().catch((error: unknown) => {
  console.error(`✗ ${error instanceof NotConforming ? error.message : String(error)}`);
  process.exit(1);
});
