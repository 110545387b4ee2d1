import { DATE_LOCALE, useLocale, useT, type Locale } from '@/i18n';
import { authMessages } from './messages';

/**
 * The region code of each country the forms offer (src/config/countries.ts). The forms send the
 * English name, as the server stores it; a French page shows the name the browser's own
 * dictionary gives the code.
 */
const REGION_CODE: Record<string, string> = {
  Angola: 'AO',
  Argentina: 'AR',
  Australia: 'AU',
  Austria: 'AT',
  Belgium: 'BE',
  Benin: 'BJ',
  Botswana: 'BW',
  Brazil: 'BR',
  'Burkina Faso': 'BF',
  'Cabo Verde': 'CV',
  Cameroon: 'CM',
  Canada: 'CA',
  'Central African Republic': 'CF',
  Chad: 'TD',
  China: 'CN',
  Comoros: 'KM',
  Congo: 'CG',
  "Côte d'Ivoire": 'CI',
  'Democratic Republic of the Congo': 'CD',
  Denmark: 'DK',
  Egypt: 'EG',
  Eswatini: 'SZ',
  Ethiopia: 'ET',
  Finland: 'FI',
  France: 'FR',
  Gabon: 'GA',
  Germany: 'DE',
  Ghana: 'GH',
  Guinea: 'GN',
  'Guinea-Bissau': 'GW',
  India: 'IN',
  Ireland: 'IE',
  Italy: 'IT',
  'Ivory Coast': 'CI',
  Jamaica: 'JM',
  Japan: 'JP',
  Kenya: 'KE',
  Lesotho: 'LS',
  Liberia: 'LR',
  Madagascar: 'MG',
  Mali: 'ML',
  Mauritania: 'MR',
  Mauritius: 'MU',
  Mexico: 'MX',
  Morocco: 'MA',
  Mozambique: 'MZ',
  Namibia: 'NA',
  Netherlands: 'NL',
  'New Zealand': 'NZ',
  Niger: 'NE',
  Nigeria: 'NG',
  Norway: 'NO',
  Poland: 'PL',
  Senegal: 'SN',
  Seychelles: 'SC',
  'Sierra Leone': 'SL',
  'South Africa': 'ZA',
  'South Korea': 'KR',
  Spain: 'ES',
  Sweden: 'SE',
  Switzerland: 'CH',
  Tanzania: 'TZ',
  'The Gambia': 'GM',
  Togo: 'TG',
  'United Arab Emirates': 'AE',
  'United Kingdom': 'GB',
  'United States': 'US',
  Zambia: 'ZM',
  Zimbabwe: 'ZW',
};

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** The browser's names of regions in `locale`, made once. */
function namesIn(locale: Locale) {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([DATE_LOCALE[locale]], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names;
}

/** A country of the forms' lists as the page's language names it: English as it is sent. */
export function useCountryName(): (country: string) => string {
  const locale = useLocale();
  const t = useT();
  return (country: string) => {
    if (locale === 'en') return country;
    if (country === 'Other') return t(authMessages.otherCountry);
    const code = REGION_CODE[country];
    return (code && namesIn(locale).of(code)) || country;
  };
}
