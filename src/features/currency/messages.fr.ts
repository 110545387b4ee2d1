import { translations } from '@/i18n';
import { currencyMessages } from './messages';

export const currencyFrench = translations(currencyMessages, {
  pickerLabel: 'Devise',
  approx: '≈ {amount}',
  approxHint: 'Une approximation à notre taux du moment : vous payez en dollars américains',
});
