import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  specialInterestItineraries,
  specialInterestPages,
  specialInterestProgrammes,
} from '../../db/schema';
import {
  findSpecialPageRow,
  listItineraries,
  listSpecialEntries,
} from '../catalog/specialInterest';
import { catalogChanged } from '../catalog/version';
import type { StaffMember } from '../staff/sessions';
import { recordAudit } from './audit';
import { PROGRAMME_EDIT_MESSAGES } from '@/contract/serverMessages';
import type {
  ItineraryDayFrench,
  SpecialPageInput,
  StaffSpecialPage,
} from '@/contract/wire/operatorProgrammes';

const M = PROGRAMME_EDIT_MESSAGES;

type Category = StaffSpecialPage['category'];

/** A category page other than Students as staff edit it: everything it shows but its lead. */
export async function staffSpecialPage(
  db: Executor,
  category: Category,
): Promise<StaffSpecialPage> {
  const page = await findSpecialPageRow(db, category);
  const entries = await listSpecialEntries(db, category);
  const itineraries = await listItineraries(db, category);
  return {
    category,
    services: page.services,
    galleryImage: page.galleryImage,
    galleryAlt: page.galleryAlt,
    entries: entries.map((entry) => ({
      countryName: entry.countryName,
      title: entry.title || entry.countryName,
      description: entry.description,
      titleFr: entry.titleFr ?? '',
      descriptionFr: entry.descriptionFr ?? '',
      image: entry.image,
    })),
    itinerariesIntro: page.itinerariesIntro,
    itineraries: itineraries.map((itinerary) => ({
      title: itinerary.title,
      summary: itinerary.summary,
      days: itinerary.days,
      titleFr: itinerary.titleFr ?? '',
      summaryFr: itinerary.summaryFr ?? '',
      daysFr: itinerary.daysFr ?? [],
    })),
    servicesFr: page.servicesFr ?? [],
    galleryAltFr: page.galleryAltFr ?? '',
    itinerariesIntroFr: page.itinerariesIntroFr ?? '',
  };
}

export type SpecialPageOutcome =
  { saved: StaffSpecialPage } | { invalid: { field: string; message: string } };

type Invalid = Extract<SpecialPageOutcome, { invalid: unknown }>;

const invalid = (field: string): Invalid => ({ invalid: { field, message: M.required } });

/** The edit with its text trimmed, or the first field left blank (spaces only). */
function tidy(input: SpecialPageInput): SpecialPageInput | Invalid {
  const services = input.services.map((paragraph) => paragraph.trim());
  const blankParagraph = services.findIndex((paragraph) => !paragraph);
  if (blankParagraph >= 0) return invalid(`services.${blankParagraph}`);
  const entries = input.entries.map((entry) => ({
    countryName: entry.countryName.trim(),
    title: entry.title.trim(),
    description: entry.description.trim(),
    titleFr: entry.titleFr?.trim() ?? '',
    descriptionFr: entry.descriptionFr?.trim() ?? '',
    image: entry.image,
  }));
  for (const [index, entry] of entries.entries()) {
    for (const key of ['countryName', 'title', 'description'] as const) {
      if (!entry[key]) return invalid(`entries.${index}.${key}`);
    }
  }
  const itineraries = input.itineraries.map((itinerary) => ({
    title: itinerary.title.trim(),
    summary: itinerary.summary.trim(),
    days: itinerary.days.map(tidyDay),
    titleFr: itinerary.titleFr?.trim() ?? '',
    summaryFr: itinerary.summaryFr?.trim() ?? '',
    daysFr: (itinerary.daysFr ?? []).map(tidyDay),
  }));
  for (const [index, itinerary] of itineraries.entries()) {
    if (!itinerary.title) return invalid(`itineraries.${index}.title`);
    if (!itinerary.summary) return invalid(`itineraries.${index}.summary`);
    for (const [dayIndex, day] of itinerary.days.entries()) {
      const at = `itineraries.${index}.days.${dayIndex}`;
      if (!day.title) return invalid(`${at}.title`);
      if (day.activities.some((activity) => !activity)) return invalid(`${at}.activities`);
    }
    const french = frenchDaysProblem(itinerary);
    if (french) return invalid(`itineraries.${index}.${french}`);
  }
  return {
    services,
    galleryImage: input.galleryImage,
    galleryAlt: input.galleryAlt.trim(),
    entries,
    itinerariesIntro: input.itinerariesIntro.trim(),
    itineraries: itineraries.map((itinerary) => ({
      ...itinerary,
      daysFr: frenchDaysKept(itinerary) ? itinerary.daysFr : [],
    })),
    servicesFr: (input.servicesFr ?? []).map((paragraph) => paragraph.trim()).filter(Boolean),
    galleryAltFr: input.galleryAltFr?.trim() ?? '',
    itinerariesIntroFr: input.itinerariesIntroFr?.trim() ?? '',
  };
}

const tidyDay = (day: ItineraryDayFrench) => ({
  title: day.title.trim(),
  activities: day.activities.map((activity) => activity.trim()),
});

const blankDay = (day: ItineraryDayFrench) =>
  !day.title && day.activities.every((activity) => !activity);

interface Days {
  days: ItineraryDayFrench[];
  daysFr: ItineraryDayFrench[];
}

/**
 * French days are kept when there is one for each English day. All blank, there are none; and
 * French days for another number of days (an edit that changed the English days of a record read
 * before) no longer say what these days are: the French page shows the English days until they
 * are translated again.
 */
const frenchDaysKept = ({ days, daysFr }: Days) =>
  daysFr.length === days.length && !daysFr.every(blankDay);

/**
 * Kept French days are a whole French programme: each day with its title and activities.
 * Otherwise the field at fault, below the itinerary.
 */
function frenchDaysProblem(itinerary: Days): string | undefined {
  const { daysFr } = itinerary;
  if (!frenchDaysKept(itinerary)) return undefined;
  for (const [dayIndex, day] of daysFr.entries()) {
    if (!day.title) return `daysFr.${dayIndex}.title`;
    if (day.activities.length === 0 || day.activities.some((activity) => !activity)) {
      return `daysFr.${dayIndex}.activities`;
    }
  }
  return undefined;
}

/** The first country named twice in the entries (compared without case), or none. */
function countryTwice(entries: SpecialPageInput['entries']): Invalid | undefined {
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const key = entry.countryName.toLowerCase();
    if (seen.has(key)) {
      return { invalid: { field: `entries.${index}.countryName`, message: M.countryTwice } };
    }
    seen.add(key);
  }
  return undefined;
}

async function replaceContent(tx: Executor, category: Category, page: SpecialPageInput) {
  await tx
    .delete(specialInterestProgrammes)
    .where(eq(specialInterestProgrammes.category, category));
  if (page.entries.length > 0) {
    await tx.insert(specialInterestProgrammes).values(
      page.entries.map(({ titleFr, descriptionFr, ...entry }, position) => ({
        category,
        position,
        ...entry,
        titleFr: titleFr || null,
        descriptionFr: descriptionFr || null,
      })),
    );
  }
  await tx
    .delete(specialInterestItineraries)
    .where(eq(specialInterestItineraries.category, category));
  if (page.itineraries.length > 0) {
    await tx.insert(specialInterestItineraries).values(
      page.itineraries.map(({ titleFr, summaryFr, daysFr, ...itinerary }, position) => ({
        category,
        position,
        ...itinerary,
        titleFr: titleFr || null,
        summaryFr: summaryFr || null,
        daysFr: daysFr?.length ? daysFr : null,
      })),
    );
  }
  const row = {
    services: page.services,
    galleryImage: page.galleryImage,
    galleryAlt: page.galleryAlt,
    itinerariesIntro: page.itinerariesIntro,
    servicesFr: page.servicesFr?.length ? page.servicesFr : null,
    galleryAltFr: page.galleryAltFr || null,
    itinerariesIntroFr: page.itinerariesIntroFr || null,
  };
  await tx
    .insert(specialInterestPages)
    .values({ category, ...row })
    .onConflictDoUpdate({ target: specialInterestPages.category, set: row });
}

/**
 * An edit of a category page other than Students, whole: the services text, its picture, the
 * country entries and the itineraries, each in the order given; what is left out is taken out.
 * One audit row holds the page before and after; the public page follows at once.
 */
export async function saveSpecialPage(
  db: Database,
  who: StaffMember,
  category: Category,
  input: SpecialPageInput,
): Promise<SpecialPageOutcome> {
  const page = tidy(input);
  if ('invalid' in page) return page;
  const twice = countryTwice(page.entries);
  if (twice) return twice;
  return db.transaction(async (tx): Promise<SpecialPageOutcome> => {
    const before = await staffSpecialPage(tx, category);
    await replaceContent(tx, category, page);
    const after = await staffSpecialPage(tx, category);
    await recordAudit(tx, who, {
      action: 'programme.edit',
      subjectKind: 'programme',
      subjectId: null,
      before,
      after,
    });
    await catalogChanged(tx);
    return { saved: after };
  });
}
