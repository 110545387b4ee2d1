import { desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { auditLog, currencyRates } from '../db/schema';
import { BASE_CURRENCY } from '@/contract/booking';
import {
  DISPLAY_CURRENCIES,
  type CurrencyRates,
  type DisplayCurrency,
} from '@/contract/currencies';
import type { OperatorRates, Rates } from '@/contract/wire/rates';
import { recordAudit } from './operator/audit';
import type { StaffMember } from './staff/sessions';

/** How many of the rates' changes the console shows. */
const HISTORY_LENGTH = 20;

type RateRow = typeof currencyRates.$inferSelect;

/** The rows as one table, with the last change among them (the migration writes every currency). */
function ratesOf(rows: RateRow[]) {
  const rates = Object.fromEntries(rows.map((row) => [row.currency, row.rate])) as CurrencyRates;
  const latest = rows.reduce<RateRow | undefined>(
    (last, row) => (!last || row.updatedAt > last.updatedAt ? row : last),
    undefined,
  );
  const base: Rates['base'] = BASE_CURRENCY;
  return {
    base,
    rates,
    updatedAt: (latest?.updatedAt ?? new Date(0)).toISOString(),
    updatedBy: latest?.updatedBy ?? null,
  };
}

/** `GET rates`: what the website approximates amounts with. */
export async function currentRates(db: Executor): Promise<Rates> {
  const { base, rates, updatedAt } = ratesOf(await db.select().from(currencyRates));
  return { base, rates, updatedAt };
}

/** The rate of one currency now, as a booking records it. */
export async function rateOf(db: Executor, currency: DisplayCurrency): Promise<number | undefined> {
  const [row] = await db
    .select({ rate: currencyRates.rate })
    .from(currencyRates)
    .where(eq(currencyRates.currency, currency));
  return row?.rate;
}

/** `GET operator/rates`: the rates, who set them, and their latest changes. */
export async function operatorRates(db: Executor): Promise<OperatorRates> {
  const rates = ratesOf(await db.select().from(currencyRates));
  const history = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectKind, 'rates'))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(HISTORY_LENGTH);
  return {
    ...rates,
    history: history.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      staffEmail: row.staffEmail,
      action: row.action,
      subjectKind: row.subjectKind,
      subjectId: row.subjectId,
      before: row.before,
      after: row.after,
    })),
  };
}

/**
 * Sets every rate (the base stays 1: the request's schema allows nothing else). Only the rates
 * that change are written, with one audit row naming them before and after; nothing changing
 * writes nothing.
 */
export async function setRates(
  db: Database,
  who: StaffMember,
  next: CurrencyRates,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(currencyRates).for('update');
    const before = Object.fromEntries(rows.map((row) => [row.currency, row.rate]));
    const changed = DISPLAY_CURRENCIES.filter((currency) => before[currency] !== next[currency]);
    if (changed.length === 0) return;
    for (const currency of changed) {
      await tx
        .insert(currencyRates)
        .values({ currency, rate: next[currency], updatedAt: now, updatedBy: who.email })
        .onConflictDoUpdate({
          target: currencyRates.currency,
          set: { rate: next[currency], updatedAt: now, updatedBy: who.email },
        });
    }
    await recordAudit(tx, who, {
      action: 'rates.update',
      subjectKind: 'rates',
      subjectId: null,
      before: Object.fromEntries(changed.map((currency) => [currency, before[currency] ?? null])),
      after: Object.fromEntries(changed.map((currency) => [currency, next[currency]])),
    });
  });
}
