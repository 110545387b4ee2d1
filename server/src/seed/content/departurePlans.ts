import type { DeparturePlan } from './types';

const DAILY = [1, 2, 3, 4, 5, 6, 7];
const MON_WED_FRI = [1, 3, 5];
const TUE_THU_SAT = [2, 4, 6];
const ON_REQUEST = { onRequest: true } as const;

/**
 * The demo price list, by excursion slug: what a DMC in Banjul charges per person in US dollars
 * (transport from the coastal hotels or the city centre, guide and entry fees included), with a
 * child at about half and an infant free. Multi-day trips are priced where they leave on fixed
 * days; expeditions, charters and pilgrimages stay on request. An excursion not listed here is
 * on request too.
 */
export const DEPARTURE_PLANS: Record<string, DeparturePlan> = {
  // The Gambia
  'kunta-kinteh-island': {
    adult: 85,
    child: 45,
    infant: 0,
    weekdays: TUE_THU_SAT,
    times: ['08:00'],
  },
  'abuko-nature-reserve': {
    adult: 25,
    child: 12,
    infant: 0,
    weekdays: DAILY,
    times: ['09:00', '15:00'],
  },
  'makasutu-culture-forest': {
    adult: 65,
    child: 33,
    infant: 0,
    weekdays: [1, 3, 5, 7],
    times: ['09:00'],
  },
  'wassu-stone-circles': { adult: 245, child: 125, infant: 0, weekdays: [6], times: ['07:00'] },
  'kachikally-crocodile-pool': {
    adult: 20,
    child: 10,
    infant: 0,
    weekdays: DAILY,
    times: ['10:00', '15:00'],
  },
  'tanji-bird-reserve': {
    adult: 40,
    child: 20,
    infant: 0,
    weekdays: TUE_THU_SAT,
    times: ['07:30'],
  },
  'lamin-lodge-mangroves': {
    adult: 45,
    child: 23,
    infant: 0,
    weekdays: [1, 3, 5, 6],
    times: ['09:00', '14:30'],
  },
  'gambia-estuary-fishing': {
    adult: 120,
    child: 60,
    weekdays: [1, 4, 6],
    times: ['07:00'],
    confirmedByOperator: true,
  },
  'kotu-creek-birding': { adult: 30, child: 15, infant: 0, weekdays: DAILY, times: ['07:00'] },
  'tendaba-kiang-west': { adult: 210, child: 105, infant: 0, weekdays: [5], times: ['08:00'] },
  'river-gambia-cruise': ON_REQUEST,
  'banjul-faith-heritage': {
    adult: 30,
    child: 15,
    infant: 0,
    weekdays: [1, 2, 3, 4, 6],
    times: ['09:00'],
  },

  // Senegal
  'goree-island': { adult: 95, child: 48, infant: 0, weekdays: TUE_THU_SAT, times: ['08:00'] },
  'lac-rose': {
    adult: 75,
    child: 38,
    infant: 0,
    weekdays: [1, 3, 5, 7],
    times: ['09:00', '14:00'],
  },
  'saint-louis': { adult: 260, child: 130, infant: 0, weekdays: [6], times: ['07:00'] },
  'djoudj-bird-sanctuary': { adult: 110, child: 55, infant: 0, weekdays: [3, 6], times: ['07:00'] },
  'saloum-delta': { adult: 230, child: 115, infant: 0, weekdays: [5], times: ['08:00'] },
  'senegal-river-cruise': ON_REQUEST,
  'saloum-fishing': {
    adult: 150,
    child: 75,
    weekdays: [2, 5],
    times: ['07:00'],
    confirmedByOperator: true,
  },
  'touba-great-mosque': ON_REQUEST,
  'keur-moussa-abbey': { adult: 55, child: 28, infant: 0, weekdays: [7], times: ['08:00'] },

  // Ghana
  'cape-coast-castle': {
    adult: 35,
    child: 18,
    infant: 0,
    weekdays: DAILY,
    times: ['09:00', '13:00'],
  },
  'elmina-castle': { adult: 30, child: 15, infant: 0, weekdays: DAILY, times: ['10:00', '14:00'] },
  'kakum-canopy-walk': {
    adult: 45,
    child: 23,
    infant: 0,
    weekdays: DAILY,
    times: ['08:00', '13:00'],
  },
  'mole-national-park': ON_REQUEST,
  'larabanga-mosque': { adult: 25, child: 12, infant: 0, weekdays: MON_WED_FRI, times: ['09:00'] },
  'accra-arts-and-drums': {
    adult: 60,
    child: 30,
    infant: 0,
    weekdays: TUE_THU_SAT,
    times: ['09:00'],
  },
  'afadjato-and-wli-falls': { adult: 180, child: 90, weekdays: [6], times: ['07:00'] },

  // Guinea-Bissau
  'bubaque-bijagos': ON_REQUEST,
  'orango-hippos': ON_REQUEST,
  'cacheu-fort': { adult: 85, child: 43, infant: 0, weekdays: [6], times: ['08:00'] },
  'bijagos-sport-fishing': ON_REQUEST,

  // Sierra Leone
  'tacugama-chimpanzees': {
    adult: 40,
    child: 20,
    infant: 0,
    weekdays: DAILY,
    times: ['10:30', '16:00'],
  },
  'bunce-island': { adult: 90, child: 45, infant: 0, weekdays: TUE_THU_SAT, times: ['09:00'] },
  'tiwai-island': { adult: 220, child: 110, infant: 0, weekdays: [5], times: ['07:00'] },
  'banana-islands-fishing': {
    adult: 130,
    child: 65,
    weekdays: [3, 6],
    times: ['07:00'],
    confirmedByOperator: true,
  },

  // Guinea
  'iles-de-los': { adult: 70, child: 35, infant: 0, weekdays: [6, 7], times: ['09:00'] },
  'voile-de-la-mariee': { adult: 80, child: 40, weekdays: [6], times: ['07:00'] },
  'dalaba-fouta-djallon': ON_REQUEST,
  'conakry-music-and-dance': {
    adult: 50,
    child: 25,
    infant: 0,
    weekdays: [5, 6],
    times: ['18:00'],
  },

  // Cabo Verde
  'cidade-velha': { adult: 65, child: 33, infant: 0, weekdays: MON_WED_FRI, times: ['09:00'] },
  'pico-do-fogo': { adult: 95, adultFrom: 14, weekdays: [2, 6], times: ['06:00'] },
  'pedra-de-lume': { adult: 35, child: 18, infant: 0, weekdays: DAILY, times: ['09:00', '14:00'] },
  'sal-big-game-fishing': ON_REQUEST,

  // Nigeria
  'olumo-rock': { adult: 30, child: 15, infant: 0, weekdays: TUE_THU_SAT, times: ['09:00'] },
  'osun-osogbo-grove': { adult: 35, child: 18, infant: 0, weekdays: [3, 6], times: ['10:00'] },
  'lekki-conservation-centre': {
    adult: 25,
    child: 12,
    infant: 0,
    weekdays: DAILY,
    times: ['09:00', '13:00'],
  },
  'yankari-national-park': ON_REQUEST,

  // Côte d'Ivoire
  'basilica-our-lady-of-peace': {
    adult: 25,
    child: 12,
    infant: 0,
    weekdays: [1, 2, 3, 4, 5, 6],
    times: ['10:00'],
  },
  'grand-bassam': { adult: 55, child: 28, infant: 0, weekdays: TUE_THU_SAT, times: ['09:00'] },
  'banco-national-park': { adult: 35, child: 18, infant: 0, weekdays: [6, 7], times: ['08:00'] },

  // Benin
  'ouidah-route-des-esclaves': {
    adult: 60,
    child: 30,
    infant: 0,
    weekdays: TUE_THU_SAT,
    times: ['09:00'],
  },
  'ouidah-python-temple': {
    adult: 25,
    child: 12,
    infant: 0,
    weekdays: DAILY,
    times: ['10:00', '15:00'],
  },
  'ganvie-stilt-village': {
    adult: 45,
    child: 23,
    infant: 0,
    weekdays: DAILY,
    times: ['08:00', '14:00'],
  },
  'abomey-royal-palaces': { adult: 75, child: 38, infant: 0, weekdays: [3, 6], times: ['08:00'] },
  'lake-aheme-fishing': { adult: 55, child: 28, weekdays: [7], times: ['07:00'] },
};
