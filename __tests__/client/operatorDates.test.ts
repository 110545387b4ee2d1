import { operatorToday, operatorYear } from '@/contract/dates';
import { OPERATOR_TIME_ZONE } from '@/contract/limits';

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

  it("agree with the time-zone data for the operator's zone, every hour of a year", () => {
    const inZone = new Intl.DateTimeFormat('en-CA', {
      timeZone: OPERATOR_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const start = Date.UTC(2026, 0, 1);
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      // Each hour, and the minute either side of it.
      for (const at of [-60_000, 0, 60_000]) {
        const moment = new Date(start + hour * 3_600_000 + at);
        expect(operatorToday(moment)).toBe(inZone.format(moment));
      }
    }
  });
});
