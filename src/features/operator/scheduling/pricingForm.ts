import * as yup from 'yup';
import { MAX_UNIT_PRICE } from '@/contract/booking';
import type { PricingInput, Unit, UnitPrice } from '@/contract/wire/departures';
import { moneyText, wholeText } from './formRules';
import { DEPARTURE_TEXTS } from './texts';

const say = DEPARTURE_TEXTS.rules;
const LABEL_LENGTH = 40;
/** The units the form shows, in order (the wire's UNITS, which the website may not import). */
const UNITS: Unit[] = ['adult', 'child', 'infant'];

/** One unit as the form holds it: always there, sold or not, its numbers as typed. */
export interface UnitFormValues {
  unit: Unit;
  offered: boolean;
  label: string;
  minAge: string;
  maxAge: string;
  price: string;
}

/** Adults, children and infants, in that order. */
export interface PricingFormValues {
  onRequest: boolean;
  units: UnitFormValues[];
}

/** What a unit the excursion does not sell yet starts with. */
const UNSOLD: Record<Unit, Omit<UnitFormValues, 'unit' | 'offered'>> = {
  adult: { label: 'Adult', minAge: '12', maxAge: '99', price: '' },
  child: { label: 'Child', minAge: '3', maxAge: '11', price: '' },
  infant: { label: 'Infant', minAge: '0', maxAge: '2', price: '' },
};

const offeredOnly = <S extends yup.Schema>(schema: S) =>
  yup.mixed().when('offered', ([offered]: boolean[]) => (offered ? schema : yup.mixed()));

const unitSchema = yup.object({
  offered: yup.boolean().required(),
  label: offeredOnly(
    yup.string().trim().required(say.required).max(LABEL_LENGTH, say.tooLong(LABEL_LENGTH)),
  ),
  minAge: offeredOnly(wholeText(0, 120)),
  maxAge: offeredOnly(
    wholeText(0, 120).test('ages', say.ages, function (maxAge) {
      return maxAge === undefined || Number(this.parent.minAge) <= maxAge;
    }),
  ),
  price: offeredOnly(moneyText(MAX_UNIT_PRICE)),
});

/** The server's rules for prices (PricingInput), said in the console's words. */
export const pricingSchema = yup.object({
  onRequest: yup.boolean().required(),
  units: yup
    .array(unitSchema)
    .required()
    .when('onRequest', ([onRequest]: boolean[], schema) =>
      onRequest
        ? schema
        : schema.test(
            'adult',
            DEPARTURE_TEXTS.pricing.adultNeeded,
            (units) => Boolean(units?.[0]?.offered) && Number(units?.[0]?.price) > 0,
          ),
    ),
});

/** The stored prices as the form shows them; units not sold keep a starting label and ages. */
export function pricingFormValuesOf(pricing: { onRequest: boolean; units: UnitPrice[] }) {
  const stored = new Map(pricing.units.map((unit) => [unit.unit, unit]));
  const units = UNITS.map((unit): UnitFormValues => {
    const sold = stored.get(unit);
    if (!sold) return { unit, offered: false, ...UNSOLD[unit] };
    return {
      unit,
      offered: true,
      label: sold.label,
      minAge: String(sold.minAge),
      maxAge: String(sold.maxAge),
      price: String(sold.price),
    };
  });
  return { onRequest: pricing.onRequest, units } satisfies PricingFormValues;
}

/** The checked form as the server takes it: the units sold, in order. */
export function pricingInputOf(values: PricingFormValues): PricingInput {
  return {
    onRequest: values.onRequest,
    units: values.units
      .filter((unit) => unit.offered)
      .map((unit) => ({
        unit: unit.unit,
        label: unit.label.trim(),
        minAge: Number(unit.minAge),
        maxAge: Number(unit.maxAge),
        price: Number(unit.price),
      })),
  };
}

/**
 * The form's name of a field the server named: `units.1.price` is the second unit sent, which
 * is the form's unit at the place of that unit among the three.
 */
export function pricingFieldOf(values: PricingFormValues, field: string): string {
  const match = /^units\.(\d+)(\..*)?$/.exec(field);
  if (!match) return field;
  const sent = values.units.filter((unit) => unit.offered)[Number(match[1])];
  if (!sent) return field;
  return `units.${values.units.indexOf(sent)}${match[2] ?? ''}`;
}
