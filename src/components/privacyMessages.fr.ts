import { translations } from '@/i18n';
import { privacyMessages } from './privacyMessages';

export const PRIVACY_FRENCH = translations(privacyMessages, {
  privacyBefore: 'Consultez notre',
  privacyLink: 'politique de confidentialité',
  privacyAfter:
    'pour savoir ce que nous conservons, pendant combien de temps, et comment le faire effacer.',
});
