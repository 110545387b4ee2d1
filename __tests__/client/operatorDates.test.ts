import { operatorToday, operatorYear } from '@/contract/dates';

// The server's page and a visitor's browser in another time zone name the same day and year:
// both are taken where the operator works (Banjul, on GMT all year).
describe("the operator's day and year", () => {
  it('are Banjul’s, whatever the time zone the moment is written in', () => {
    const newYearInBanjul = new Date('2026-12-31T21:30:00-05:00'); // 02:30 on 1 January there
    expect(operatorToday(newYearInBanjul)).toBe('2027-01-01');
    expect(operatorYear(newYearInBanjul)).toBe('2027');

    const lastMinute = new Date('2027-01-01T00:59:00+01:00'); // 23:59 on 31 December there
    expect(operatorToday(lastMinute)).toBe('2026-12-31');
    expect(operatorYear(lastMinute)).toBe('2026');
  });
});
