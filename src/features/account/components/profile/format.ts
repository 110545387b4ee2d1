/** A calendar date (YYYY-MM-DD) as people read it, e.g. 'Fri, 12 Jun 2026'; else as given. */
export function formatDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(parsed);
}

/** HH:MM:SS shown as HH:MM. */
export const formatTime = (time: string) =>
  /^\d{2}:\d{2}:\d{2}$/.test(time) ? time.slice(0, 5) : time;

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const passengers = (count: number) => `${count} ${count === 1 ? 'passenger' : 'passengers'}`;
