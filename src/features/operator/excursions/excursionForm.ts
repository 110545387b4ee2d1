import * as yup from 'yup';
import { CATALOG_LIMITS } from '@/contract/catalogLimits';
import { TEXT_LIMITS } from '@/contract/limits';
import type { ExcursionInput, StaffExcursion } from '@/contract/wire/operatorCatalog';
import {
  photosSchema,
  photoValuesOf,
  storedPhotosOf,
  type PhotoValue,
} from '../photos/photoValues';

/** What the form holds: text as typed, so a half-typed number stays on screen. */
export interface ExcursionFormValues {
  name: string;
  description: string;
  /** The French pages' texts; empty: they show the English. */
  nameFr: string;
  descriptionFr: string;
  locationFr: string;
  destinationId: string;
  excursionTypeId: string;
  location: string;
  latitude: string;
  longitude: string;
  duration: string;
  durationHours: string;
  numberOfPeople: string;
  max: string;
  tourStartDate: string;
  rating: string;
  food: boolean;
  drinks: boolean;
  /** The cover first, then the gallery's others, each with its alt text. */
  photos: PhotoValue[];
  specialOffer: boolean;
  specialOfferOrder: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const say = {
  required: 'Please fill this in.',
  number: 'Please give a number.',
  whole: 'Please give a whole number.',
  range: (min: number, max: number) => `Between ${min} and ${max}, please.`,
  date: 'Please choose a date.',
  tooLong: (max: number) => `At most ${max} characters.`,
};

const text = (max: number) => yup.string().trim().required(say.required).max(max, say.tooLong(max));
/** A French text beside an English one: empty is fine (the French pages show the English). */
const french = (max: number) => yup.string().trim().max(max, say.tooLong(max));
const number = (min: number, max: number) =>
  yup
    .number()
    .typeError(say.number)
    .required(say.required)
    .min(min, say.range(min, max))
    .max(max, say.range(min, max));
const whole = (min: number, max: number) => number(min, max).integer(say.whole);

/** The rules every catalog form (an excursion, a destination, a programme) builds from. */
export const catalogRules = { text, french, number, whole, say } as const;

/** The server's rules for an excursion (its wire schema), said in the console's words. */
export const excursionSchema = yup.object({
  name: text(CATALOG_LIMITS.name),
  description: text(CATALOG_LIMITS.text),
  nameFr: french(CATALOG_LIMITS.name),
  descriptionFr: french(CATALOG_LIMITS.text),
  locationFr: french(TEXT_LIMITS.location),
  destinationId: yup.string().required(say.required),
  excursionTypeId: yup.string().required(say.required),
  location: text(TEXT_LIMITS.location),
  latitude: number(-90, 90),
  longitude: number(-180, 180),
  duration: whole(1, CATALOG_LIMITS.durationDays),
  durationHours: number(0.5, CATALOG_LIMITS.durationDays * 24),
  numberOfPeople: whole(1, CATALOG_LIMITS.people),
  max: whole(1, CATALOG_LIMITS.people),
  tourStartDate: yup.string().required(say.date).matches(DATE, say.date),
  rating: number(0, 5),
  food: yup.boolean().required(),
  drinks: yup.boolean().required(),
  photos: photosSchema,
  specialOffer: yup.boolean().required(),
  specialOfferOrder: whole(0, CATALOG_LIMITS.specialOfferOrder),
});

export const NEW_EXCURSION: ExcursionFormValues = {
  name: '',
  description: '',
  nameFr: '',
  descriptionFr: '',
  locationFr: '',
  destinationId: '',
  excursionTypeId: '',
  location: '',
  latitude: '',
  longitude: '',
  duration: '1',
  durationHours: '4',
  numberOfPeople: '2',
  max: '12',
  tourStartDate: '',
  rating: '5',
  food: false,
  drinks: false,
  photos: [],
  specialOffer: false,
  specialOfferOrder: '0',
};

/** A stored excursion as the form shows it. */
export function formValuesOf(excursion: StaffExcursion): ExcursionFormValues {
  const asText = (value: number) => String(value);
  return {
    ...excursion,
    nameFr: excursion.nameFr ?? '',
    descriptionFr: excursion.descriptionFr ?? '',
    locationFr: excursion.locationFr ?? '',
    destinationId: asText(excursion.destinationId),
    excursionTypeId: asText(excursion.excursionTypeId),
    latitude: asText(excursion.latitude),
    longitude: asText(excursion.longitude),
    duration: asText(excursion.duration),
    durationHours: asText(excursion.durationHours),
    numberOfPeople: asText(excursion.numberOfPeople),
    max: asText(excursion.max),
    rating: asText(excursion.rating),
    photos: photoValuesOf(excursion),
    specialOfferOrder: asText(excursion.specialOfferOrder),
  };
}

/** The checked form as the server takes it. */
export function excursionInputOf(values: ExcursionFormValues): ExcursionInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    nameFr: values.nameFr.trim(),
    descriptionFr: values.descriptionFr.trim(),
    locationFr: values.locationFr.trim(),
    destinationId: Number(values.destinationId),
    excursionTypeId: Number(values.excursionTypeId),
    location: values.location.trim(),
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    duration: Number(values.duration),
    durationHours: Number(values.durationHours),
    numberOfPeople: Number(values.numberOfPeople),
    max: Number(values.max),
    tourStartDate: values.tourStartDate,
    rating: Number(values.rating),
    food: values.food,
    drinks: values.drinks,
    ...storedPhotosOf(values.photos),
    specialOffer: values.specialOffer,
    specialOfferOrder: Number(values.specialOfferOrder),
  };
}
