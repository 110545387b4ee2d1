import * as yup from 'yup';
import { CATALOG_LIMITS } from '@/contract/catalogLimits';
import { TEXT_LIMITS } from '@/contract/limits';
import type { DestinationInput, StaffDestination } from '@/contract/wire/operatorDestinations';
import { catalogRules } from '../excursions/excursionForm';
import {
  photosSchema,
  photoValuesOf,
  storedPhotosOf,
  type PhotoValue,
} from '../photos/photoValues';

/** What the form holds: text as typed, so a half-typed number stays on screen. */
export interface DestinationFormValues {
  name: string;
  capital: string;
  about: string;
  countryName: string;
  language: string;
  currency: string;
  visaRequirements: string;
  rating: string;
  location: string;
  latitude: string;
  longitude: string;
  /** The cover first, then the gallery's others, each with its alt text. */
  photos: PhotoValue[];
  /** The French pages' texts; empty: they show the English. */
  nameFr: string;
  aboutFr: string;
  languageFr: string;
  currencyFr: string;
  visaRequirementsFr: string;
}

const { text, french, number } = catalogRules;

/** The server's rules for a destination (its wire schema), said in the console's words. */
export const destinationSchema = yup.object({
  name: text(CATALOG_LIMITS.name),
  capital: text(CATALOG_LIMITS.name),
  about: text(CATALOG_LIMITS.text),
  countryName: text(TEXT_LIMITS.country),
  language: text(CATALOG_LIMITS.name),
  currency: text(CATALOG_LIMITS.name),
  visaRequirements: yup.string().trim().max(CATALOG_LIMITS.text),
  rating: number(0, 5),
  location: text(TEXT_LIMITS.location),
  latitude: number(-90, 90),
  longitude: number(-180, 180),
  photos: photosSchema,
  nameFr: french(CATALOG_LIMITS.name),
  aboutFr: french(CATALOG_LIMITS.text),
  languageFr: french(CATALOG_LIMITS.name),
  currencyFr: french(CATALOG_LIMITS.name),
  visaRequirementsFr: french(CATALOG_LIMITS.text),
});

export const NEW_DESTINATION: DestinationFormValues = {
  name: '',
  capital: '',
  about: '',
  countryName: '',
  language: '',
  currency: '',
  visaRequirements: '',
  rating: '5',
  location: '',
  latitude: '',
  longitude: '',
  photos: [],
  nameFr: '',
  aboutFr: '',
  languageFr: '',
  currencyFr: '',
  visaRequirementsFr: '',
};

/** A stored destination as the form shows it. */
export function destinationFormValuesOf(destination: StaffDestination): DestinationFormValues {
  return {
    name: destination.name,
    capital: destination.capital,
    about: destination.about,
    countryName: destination.countryName,
    language: destination.language,
    currency: destination.currency,
    visaRequirements: destination.visaRequirements,
    rating: String(destination.rating),
    location: destination.location,
    latitude: String(destination.latitude),
    longitude: String(destination.longitude),
    photos: photoValuesOf(destination),
    nameFr: destination.nameFr ?? '',
    aboutFr: destination.aboutFr ?? '',
    languageFr: destination.languageFr ?? '',
    currencyFr: destination.currencyFr ?? '',
    visaRequirementsFr: destination.visaRequirementsFr ?? '',
  };
}

/** The checked form as the server takes it. */
export function destinationInputOf(values: DestinationFormValues): DestinationInput {
  return {
    name: values.name.trim(),
    capital: values.capital.trim(),
    about: values.about.trim(),
    countryName: values.countryName.trim(),
    language: values.language.trim(),
    currency: values.currency.trim(),
    visaRequirements: values.visaRequirements.trim(),
    rating: Number(values.rating),
    location: values.location.trim(),
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    ...storedPhotosOf(values.photos),
    nameFr: values.nameFr.trim(),
    aboutFr: values.aboutFr.trim(),
    languageFr: values.languageFr.trim(),
    currencyFr: values.currencyFr.trim(),
    visaRequirementsFr: values.visaRequirementsFr.trim(),
  };
}
