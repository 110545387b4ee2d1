/** The console's Rates page: the exchange rates the website shows approximations with. */
export const RATES = {
  title: 'Exchange rates',
  intro:
    'Visitors may see prices approximated in another currency, beside the US dollar amount they ' +
    'pay. Set how much of each currency one US dollar buys; the website shows new rates within a ' +
    'minute. Bookings keep the rate they were shown with.',
  base: 'US dollar (USD): always 1, the currency every amount is charged in',
  names: {
    EUR: 'Euro (EUR)',
    GBP: 'Pound sterling (GBP)',
    GMD: 'Gambian dalasi (GMD)',
    XOF: 'CFA franc (XOF)',
  },
  perDollar: 'per US dollar',
  save: 'Save rates',
  failed: 'The rates could not be saved. Please try again.',
  lastChanged: (at: string, by: string | null) =>
    by ? `Last changed ${at} by ${by}` : `The starting rates, from ${at}: please check them`,
  historyTitle: 'Changes',
  noHistory: 'Nobody has changed the rates yet.',
  change: (currency: string, before: unknown, after: unknown) =>
    `${currency} ${before ?? '–'} → ${after}`,
  /** On a booking: the currency its visitor saw the total approximated in. */
  shownIn: (currency: string, rate: number) => `Shown in ${currency} at ${rate}`,
  rules: {
    required: 'Please give a rate.',
    number: 'Please give a number, such as 0.92.',
    positive: 'A rate is more than 0.',
    tooHigh: (max: string) => `A rate is at most ${max}.`,
    decimals: 'A rate has at most 6 decimals.',
  },
} as const;
