import * as yup from 'yup';
import {
  addDays,
  MAX_CLOSURES,
  MAX_DEPARTURE_CAPACITY,
  MAX_PEOPLE_PER_LINE,
  MAX_SCHEDULE_RULES,
} from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import type { Schedule } from '@/contract/wire/departures';
import { dateText, timeText, wholeText } from './formRules';
import { DEPARTURE_TEXTS } from './texts';

const say = DEPARTURE_TEXTS.rules;

/** The most tiers and start times a schedule takes (its wire schema). */
export const MAX_TIERS = 6;
export const MAX_TIMES = 12;

export interface TierFormValues {
  hoursBefore: string;
  refundPercent: string;
}

export interface RuleFormValues {
  from: string;
  to: string;
  /** 1 = Monday … 7 = Sunday, in order. */
  weekdays: number[];
  times: string[];
  capacity: string;
}

/** The schedule as the form holds it: numbers as typed; names as the server's fields. */
export interface ScheduleFormValues {
  instantConfirmation: boolean;
  cutoffHours: string;
  minPerBooking: string;
  maxPerBooking: string;
  cancellationPolicy: TierFormValues[];
  rules: RuleFormValues[];
  closures: string[];
}

/** A new weekly rule: every day at nine, for a year from today. */
export function newRule(): RuleFormValues {
  const today = operatorToday();
  return {
    from: today,
    to: addDays(today, 364),
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    times: ['09:00'],
    capacity: '12',
  };
}

export const NEW_TIER: TierFormValues = { hoursBefore: '24', refundPercent: '100' };

const tierSchema = yup.object({
  hoursBefore: wholeText(0, 24 * 365),
  refundPercent: wholeText(0, 100),
});

const ruleSchema = yup.object({
  from: dateText(),
  to: dateText().test('after', say.toAfterFrom, function (to) {
    const from = String(this.parent.from ?? '');
    return !to || !from || to >= from;
  }),
  weekdays: yup.array(yup.number().required()).min(1, say.weekday).required(),
  times: yup.array(timeText()).min(1, say.required).max(MAX_TIMES, say.tooMany(MAX_TIMES)),
  capacity: wholeText(1, MAX_DEPARTURE_CAPACITY),
});

/** The server's rules for a schedule (its wire schema), said in the console's words. */
export const scheduleSchema = yup.object({
  instantConfirmation: yup.boolean().required(),
  cutoffHours: wholeText(0, 24 * 30),
  minPerBooking: wholeText(1, MAX_PEOPLE_PER_LINE),
  maxPerBooking: wholeText(1, MAX_PEOPLE_PER_LINE).test(
    'atLeastMin',
    say.maxAfterMin,
    function (max) {
      return max === undefined || Number(this.parent.minPerBooking) <= max;
    },
  ),
  cancellationPolicy: yup.array(tierSchema).max(MAX_TIERS, say.tooMany(MAX_TIERS)),
  rules: yup.array(ruleSchema).max(MAX_SCHEDULE_RULES, say.tooMany(MAX_SCHEDULE_RULES)),
  closures: yup.array(dateText()).max(MAX_CLOSURES, say.tooMany(MAX_CLOSURES)),
});

/** The stored schedule as the form shows it. */
export function scheduleFormValuesOf(schedule: Schedule): ScheduleFormValues {
  const asText = (value: number) => String(value);
  return {
    instantConfirmation: schedule.instantConfirmation,
    cutoffHours: asText(schedule.cutoffHours),
    minPerBooking: asText(schedule.minPerBooking),
    maxPerBooking: asText(schedule.maxPerBooking),
    cancellationPolicy: schedule.cancellationPolicy.map((tier) => ({
      hoursBefore: asText(tier.hoursBefore),
      refundPercent: asText(tier.refundPercent),
    })),
    rules: schedule.rules.map((rule) => ({
      ...rule,
      weekdays: [...rule.weekdays].sort((a, b) => a - b),
      times: [...rule.times],
      capacity: asText(rule.capacity),
    })),
    closures: [...schedule.closures],
  };
}

/** The checked form as the server takes it. */
export function scheduleOf(values: ScheduleFormValues): Schedule {
  return {
    instantConfirmation: values.instantConfirmation,
    cutoffHours: Number(values.cutoffHours),
    minPerBooking: Number(values.minPerBooking),
    maxPerBooking: Number(values.maxPerBooking),
    cancellationPolicy: values.cancellationPolicy.map((tier) => ({
      hoursBefore: Number(tier.hoursBefore),
      refundPercent: Number(tier.refundPercent),
    })),
    rules: values.rules.map((rule) => ({
      from: rule.from,
      to: rule.to,
      weekdays: [...rule.weekdays].sort((a, b) => a - b),
      times: rule.times,
      capacity: Number(rule.capacity),
    })),
    closures: values.closures,
  };
}
