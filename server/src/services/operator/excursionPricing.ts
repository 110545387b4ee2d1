import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { excursions } from '../../db/schema';
import { catalogChanged } from '../catalog/version';
import type { StaffMember } from '../staff/sessions';
import { recordAudit } from './audit';
import { BASE_CURRENCY, fromPriceOf, toCents } from '@/contract/booking';
import { SCHEDULE_EDIT_MESSAGES as M } from '@/contract/serverMessages';
import { UNITS, type ExcursionPricing, type PricingInput } from '@/contract/wire/departures';

/** A refused save names the field at fault, as a 400's `errors` does. */
export interface Invalid {
  invalid: { field: string; message: string };
}
const invalid = (field: string, message: string): Invalid => ({ invalid: { field, message } });

export type PricingOutcome = { saved: ExcursionPricing } | Invalid | { notFound: true };

/** The stored prices as the console edits them: the units are kept while on request. */
const staffPricing = (pricing: PricingInput): ExcursionPricing => ({
  onRequest: pricing.onRequest,
  currency: BASE_CURRENCY,
  fromPrice: fromPriceOf(pricing),
  units: pricing.units,
});

export async function readPricing(db: Executor, id: number) {
  const [row] = await db
    .select({ pricing: excursions.pricing })
    .from(excursions)
    .where(eq(excursions.id, id));
  return row && staffPricing(row.pricing);
}

/**
 * Why these prices cannot be saved, or undefined: each unit once with a label and whole cents,
 * ages in order within a unit and from infant to child to adult without overlapping, and an
 * adult price above 0 unless the excursion is sold on request.
 */
export function pricingProblem(input: PricingInput): Invalid | undefined {
  const seen = new Set<string>();
  for (const [index, unit] of input.units.entries()) {
    const field = `units.${index}`;
    if (seen.has(unit.unit)) return invalid(`${field}.unit`, M.unitTwice(unit.unit));
    seen.add(unit.unit);
    if (!unit.label.trim()) return invalid(`${field}.label`, M.labelRequired);
    if (unit.minAge > unit.maxAge) return invalid(`${field}.minAge`, M.agesBackwards);
    if (Math.abs(unit.price * 100 - toCents(unit.price)) > 1e-6) {
      return invalid(`${field}.price`, M.priceInCents);
    }
  }
  // From the youngest to the oldest: infant, child, adult.
  const ordered = [...UNITS]
    .reverse()
    .map((name) => ({
      name,
      index: input.units.findIndex((unit) => unit.unit === name),
    }))
    .filter(({ index }) => index >= 0);
  for (let at = 1; at < ordered.length; at++) {
    const younger = input.units[ordered[at - 1].index];
    const older = input.units[ordered[at].index];
    if (younger.maxAge >= older.minAge) {
      return invalid(`units.${ordered[at].index}.minAge`, M.agesOverlap(younger.unit, older.unit));
    }
  }
  const adult = input.units.find((unit) => unit.unit === 'adult');
  if (!input.onRequest && !(adult && adult.price > 0)) {
    return invalid('units', M.adultPriceRequired);
  }
  return undefined;
}

/** New prices: stored, audited, and the public excursion answers (which carry them) move on. */
export async function savePricing(
  db: Database,
  who: StaffMember,
  id: number,
  input: PricingInput,
): Promise<PricingOutcome> {
  const problem = pricingProblem(input);
  if (problem) return problem;
  const pricing: PricingInput = {
    onRequest: input.onRequest,
    units: [...input.units]
      .map((unit) => ({ ...unit, label: unit.label.trim(), price: toCents(unit.price) / 100 }))
      .sort((a, b) => UNITS.indexOf(a.unit) - UNITS.indexOf(b.unit)),
  };
  return db.transaction(async (tx): Promise<PricingOutcome> => {
    const [before] = await tx
      .select({ pricing: excursions.pricing })
      .from(excursions)
      .where(eq(excursions.id, id))
      .for('update');
    if (!before) return { notFound: true };
    await tx.update(excursions).set({ pricing }).where(eq(excursions.id, id));
    await recordAudit(tx, who, {
      action: 'excursion.pricing',
      subjectKind: 'excursion',
      subjectId: id,
      before: before.pricing,
      after: pricing,
    });
    await catalogChanged(tx);
    return { saved: staffPricing(pricing) };
  });
}
