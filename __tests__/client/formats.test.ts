import { formatDay, formatMoney, formatNumber } from '@/i18n';

/** ICU writes narrow and non-breaking spaces, which vary with its version: read as spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

/* The formatters are made once per language and options: each call must still get its own. */
describe('how the pages write money, numbers and days', () => {
  const day = new Date('2026-12-12T10:00:00Z');

  it('writes each amount in its own language and currency, whichever was asked first', () => {
    expect(formatMoney('en', 1250)).toBe('$1,250.00');
    expect(spaced(formatMoney('fr', 1250))).toBe('1 250,00 $US');
    expect(spaced(formatMoney('en', 29500, 'XOF'))).toBe('F CFA 29,500');
    expect(formatMoney('en', 1250.5)).toBe('$1,250.50');
    expect(spaced(formatMoney('fr', 29500, 'XOF'))).toBe('29 500 F CFA');
  });

  it('writes numbers and days with the options of each call', () => {
    expect(formatNumber('en', 1250)).toBe('1,250');
    expect(spaced(formatNumber('fr', 1250))).toBe('1 250');
    expect(formatDay('en', day)).toBe('12 December 2026');
    expect(formatDay('en', day, { month: 'short' })).toBe('12 Dec 2026');
    expect(formatDay('fr', day)).toBe('12 décembre 2026');
    expect(formatDay('en', day, { weekday: 'short', month: 'short' })).toBe('Sat, 12 Dec 2026');
    expect(formatDay('en', day)).toBe('12 December 2026');
    const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    expect(formatNumber('en', 5, oneDecimal)).toBe('5.0');
    expect(formatNumber('fr', 5, oneDecimal)).toBe('5,0');
    expect(formatNumber('en', 5)).toBe('5');
  });

  it('still refuses a currency code that is not one', () => {
    expect(() => formatMoney('en', 1, 'dollars')).toThrow(RangeError);
    expect(formatMoney('en', 1)).toBe('$1.00');
  });
});
