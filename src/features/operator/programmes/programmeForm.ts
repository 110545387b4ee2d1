import * as yup from 'yup';
import { CATALOG_LIMITS } from '@/contract/catalogLimits';
import { TEXT_LIMITS } from '@/contract/limits';
import type { ProgrammesInput, StaffProgrammes } from '@/contract/wire/operatorProgrammes';
import { catalogRules } from '../excursions/excursionForm';

export interface ProgrammeFormEntry {
  countryName: string;
  description: string;
  /** The French page's text; empty: it shows the English. */
  descriptionFr: string;
  /** Its excursions by id, in the order chosen. */
  excursionIds: number[];
}

export interface ProgrammesFormValues {
  programmes: ProgrammeFormEntry[];
}

const { text, french } = catalogRules;

/** The server's rules for the programme (its wire schema), said in the console's words. */
export const programmesSchema = yup.object({
  programmes: yup.array(
    yup.object({
      countryName: text(TEXT_LIMITS.country),
      description: text(CATALOG_LIMITS.text),
      descriptionFr: french(CATALOG_LIMITS.text),
    }),
  ),
});

export const NEW_COUNTRY: ProgrammeFormEntry = {
  countryName: '',
  description: '',
  descriptionFr: '',
  excursionIds: [],
};

export function programmesFormValuesOf(stored: StaffProgrammes): ProgrammesFormValues {
  return {
    programmes: stored.programmes.map((programme) => ({
      countryName: programme.countryName,
      description: programme.description,
      descriptionFr: programme.descriptionFr ?? '',
      excursionIds: programme.excursions.map((excursion) => excursion.id),
    })),
  };
}

export function programmesInputOf(values: ProgrammesFormValues): ProgrammesInput {
  return {
    programmes: values.programmes.map((entry) => ({
      countryName: entry.countryName.trim(),
      description: entry.description.trim(),
      descriptionFr: entry.descriptionFr.trim(),
      excursionIds: entry.excursionIds,
    })),
  };
}
