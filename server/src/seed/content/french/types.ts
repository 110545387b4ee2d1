/** An excursion's French texts (the place names stay as they are). */
export interface FrenchExcursion {
  name: string;
  /** Where it is, as a French page shows it: "Réserve naturelle d’Abuko, Gambie". */
  location: string;
  description: string;
}

/** The French of a country's excursions, by their slug. */
export type FrenchExcursions = Record<string, FrenchExcursion>;

/** A destination's French texts: its name is the country's French name. */
export interface FrenchDestination {
  name: string;
  about: string;
  language: string;
  currency: string;
  visaRequirements: string;
}
