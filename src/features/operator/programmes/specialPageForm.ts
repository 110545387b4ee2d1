import * as yup from 'yup';
import { CATALOG_LIMITS } from '@/contract/catalogLimits';
import { TEXT_LIMITS } from '@/contract/limits';
import type { SpecialPageInput, StaffSpecialPage } from '@/contract/wire/operatorProgrammes';
import { catalogRules } from '../excursions/excursionForm';
import type { PhotoValue } from '../photos/photoValues';

export interface SpecialEntryValues {
  countryName: string;
  title: string;
  description: string;
  /** The French page's texts; empty: it shows the English. */
  titleFr: string;
  descriptionFr: string;
  /** Its picture: the first photo, if any. */
  photos: PhotoValue[];
}

export interface ItineraryDayValues {
  title: string;
  /** One activity a line. */
  activities: string;
  /** The day in French: every day of the itinerary has its French, or none has. */
  titleFr: string;
  activitiesFr: string;
}

export interface ItineraryValues {
  title: string;
  summary: string;
  titleFr: string;
  summaryFr: string;
  days: ItineraryDayValues[];
}

/** A category page as the form holds it: texts as typed, pictures as photo lists. */
export interface SpecialPageValues {
  /** Paragraphs with a blank line between them. */
  services: string;
  /** The picture beside the services text: the first photo, with its alt text. */
  picture: PhotoValue[];
  entries: SpecialEntryValues[];
  itinerariesIntro: string;
  itineraries: ItineraryValues[];
  /** The French of the texts above; empty: the French page shows the English. */
  servicesFr: string;
  pictureAltFr: string;
  itinerariesIntroFr: string;
}

/** Which parts besides the country entries a category's public page shows. */
export const PAGE_PARTS: Record<string, { services?: true; picture?: true; itineraries?: true }> = {
  Cruises: { services: true },
  'Religious Groups': { services: true, picture: true },
  'Nature Groups': { itineraries: true },
};

const { text, french, say } = catalogRules;

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const paragraphs = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const onePhoto = yup
  .array(
    yup.object({ path: yup.string().required(), alt: yup.string().max(CATALOG_LIMITS.altText) }),
  )
  .max(1, 'One photo only: remove the others.');

/** The server's rules for a category page (its wire schema), said in the console's words. */
const activityLines = () =>
  yup
    .string()
    .trim()
    .test('long', say.tooLong(CATALOG_LIMITS.text), (value = '') =>
      lines(value).every((line) => line.length <= CATALOG_LIMITS.text),
    );

/**
 * A day's French is needed once any day of its itinerary has some. (Formik hands the check its
 * empty texts as undefined.)
 */
const frenchOfDay = (schema: yup.StringSchema) =>
  schema.test('french-days', say.required, (value, context) => {
    const days = (context.from?.[1]?.value as Partial<ItineraryValues> | undefined)?.days ?? [];
    const anyFrench = days.some((day) => day.titleFr?.trim() || day.activitiesFr?.trim());
    return !anyFrench || Boolean(value?.trim());
  });

export const specialPageSchema = yup.object({
  services: yup.string().max(CATALOG_LIMITS.text, say.tooLong(CATALOG_LIMITS.text)),
  picture: onePhoto,
  entries: yup.array(
    yup.object({
      countryName: text(TEXT_LIMITS.country),
      title: text(CATALOG_LIMITS.name),
      description: text(CATALOG_LIMITS.text),
      titleFr: french(CATALOG_LIMITS.name),
      descriptionFr: french(CATALOG_LIMITS.text),
      photos: onePhoto,
    }),
  ),
  itinerariesIntro: yup.string().max(CATALOG_LIMITS.text, say.tooLong(CATALOG_LIMITS.text)),
  itineraries: yup.array(
    yup.object({
      title: text(CATALOG_LIMITS.name),
      summary: text(CATALOG_LIMITS.text),
      titleFr: french(CATALOG_LIMITS.name),
      summaryFr: french(CATALOG_LIMITS.text),
      days: yup
        .array(
          yup.object({
            title: text(CATALOG_LIMITS.name),
            activities: activityLines().required(say.required),
            titleFr: frenchOfDay(french(CATALOG_LIMITS.name)),
            activitiesFr: frenchOfDay(activityLines()),
          }),
        )
        .min(1, 'Please add a day.'),
    }),
  ),
  servicesFr: french(CATALOG_LIMITS.text),
  pictureAltFr: french(CATALOG_LIMITS.altText),
  itinerariesIntroFr: french(CATALOG_LIMITS.text),
});

export const NEW_ENTRY: SpecialEntryValues = {
  countryName: '',
  title: '',
  description: '',
  titleFr: '',
  descriptionFr: '',
  photos: [],
};
export const NEW_DAY: ItineraryDayValues = {
  title: '',
  activities: '',
  titleFr: '',
  activitiesFr: '',
};
export const NEW_ITINERARY: ItineraryValues = {
  title: '',
  summary: '',
  titleFr: '',
  summaryFr: '',
  days: [{ ...NEW_DAY }],
};

const photoOf = (path: string | null, alt = ''): PhotoValue[] => (path ? [{ path, alt }] : []);

export function specialPageValuesOf(page: StaffSpecialPage): SpecialPageValues {
  return {
    services: page.services.join('\n\n'),
    picture: photoOf(page.galleryImage, page.galleryAlt),
    entries: page.entries.map((entry) => ({
      countryName: entry.countryName,
      title: entry.title,
      description: entry.description,
      titleFr: entry.titleFr ?? '',
      descriptionFr: entry.descriptionFr ?? '',
      photos: photoOf(entry.image),
    })),
    itinerariesIntro: page.itinerariesIntro,
    itineraries: page.itineraries.map((itinerary) => ({
      title: itinerary.title,
      summary: itinerary.summary,
      titleFr: itinerary.titleFr ?? '',
      summaryFr: itinerary.summaryFr ?? '',
      days: itinerary.days.map((day, index) => {
        const inFrench = itinerary.daysFr?.[index];
        return {
          title: day.title,
          activities: day.activities.join('\n'),
          titleFr: inFrench?.title ?? '',
          activitiesFr: inFrench?.activities.join('\n') ?? '',
        };
      }),
    })),
    servicesFr: (page.servicesFr ?? []).join('\n\n'),
    pictureAltFr: page.galleryAltFr ?? '',
    itinerariesIntroFr: page.itinerariesIntroFr ?? '',
  };
}

export function specialPageInputOf(values: SpecialPageValues): SpecialPageInput {
  return {
    services: paragraphs(values.services),
    galleryImage: values.picture[0]?.path ?? null,
    galleryAlt: values.picture[0]?.alt.trim() ?? '',
    entries: values.entries.map(({ photos, ...entry }) => ({
      countryName: entry.countryName.trim(),
      title: entry.title.trim(),
      description: entry.description.trim(),
      titleFr: entry.titleFr.trim(),
      descriptionFr: entry.descriptionFr.trim(),
      image: photos[0]?.path ?? null,
    })),
    itinerariesIntro: values.itinerariesIntro.trim(),
    itineraries: values.itineraries.map((itinerary) => ({
      title: itinerary.title.trim(),
      summary: itinerary.summary.trim(),
      days: itinerary.days.map((day) => ({
        title: day.title.trim(),
        activities: lines(day.activities),
      })),
      titleFr: itinerary.titleFr.trim(),
      summaryFr: itinerary.summaryFr.trim(),
      daysFr: itinerary.days.map((day) => ({
        title: day.titleFr.trim(),
        activities: lines(day.activitiesFr),
      })),
    })),
    servicesFr: paragraphs(values.servicesFr),
    galleryAltFr: values.picture[0] ? values.pictureAltFr.trim() : '',
    itinerariesIntroFr: values.itinerariesIntroFr.trim(),
  };
}
