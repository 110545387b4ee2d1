import type { EXCURSION_TYPE_NAMES } from '@/contract/limits';

export type ExcursionTypeName = (typeof EXCURSION_TYPE_NAMES)[number];

/** The ground a picture is built on. */
export type Landscape = 'coast' | 'river' | 'lake' | 'savannah' | 'forest' | 'mountain' | 'town';

/** Things drawn in front of the landscape. */
export type Landmark =
  | 'baobab'
  | 'palms'
  | 'pirogues'
  | 'fort'
  | 'mosque'
  | 'basilica'
  | 'huts'
  | 'birds'
  | 'mangroves'
  | 'stones'
  | 'ship'
  | 'waterfall'
  | 'stilts'
  | 'bridge'
  | 'rock'
  | 'volcano'
  | 'elephants';

/** What one picture of a place shows. */
export interface Scene {
  landscape: Landscape;
  landmarks: Landmark[];
}

export interface DestinationContent {
  /** Folder name of the images, e.g. "the-gambia". */
  slug: string;
  name: string;
  capital: string;
  about: string;
  location: string;
  latitude: number;
  longitude: number;
  language: string;
  currency: string;
  rating: number;
  visaRequirements: string;
  /** Base hue (0–360) the pictures of this country are tinted with. */
  hue: number;
  /** The cover shows the first scene; the gallery cycles through all of them. */
  scenes: Scene[];
}

export interface ExcursionContent {
  slug: string;
  name: string;
  /** The destination's name. */
  destination: string;
  type: ExcursionTypeName;
  location: string;
  latitude: number;
  longitude: number;
  description: string;
  duration: number;
  durationHours: number;
  numberOfPeople: number;
  max: number;
  food: boolean;
  drinks: boolean;
  rating: number;
  scenes: Scene[];
}

export interface ProgrammeContent {
  category: ExcursionTypeName;
  countryName: string;
  description: string;
  /** Slugs of the excursions of that country the programme offers. */
  excursions: string[];
}

/**
 * How the demo sells an excursion: on request (SPEC.md's quote), or at a price per person in US
 * dollars on weekly departures. Children are 4–11, infants 0–3; a unit left out is not sold.
 */
export type DeparturePlan =
  | { onRequest: true }
  | {
      adult: number;
      child?: number;
      infant?: number;
      /** The youngest adult when the trip is for adults only (a volcano climb). */
      adultFrom?: number;
      /** 1 = Monday … 7 = Sunday. */
      weekdays: number[];
      times: string[];
      /** The operator confirms each booking (weather, a boat to charter): not instant. */
      confirmedByOperator?: boolean;
    };
