/** Pickup and drop suggestions: the airport and the resort areas most visitors stay in. */
export const AIRPORT = 'Banjul International Airport';

export const SUGGESTED_PLACES = [
  AIRPORT,
  'Banjul city centre',
  'Banjul ferry terminal',
  'Kololi, Senegambia strip hotels',
  'Kotu beach hotels',
  'Fajara',
  'Bakau, Cape Point hotels',
  'Serrekunda',
  'Brufut hotels',
  'Tanji',
  'Gunjur',
  'Kartong',
] as const;
