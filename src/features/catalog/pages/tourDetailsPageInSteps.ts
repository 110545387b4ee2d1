import { nextTask } from '@/app/nextTask';
import { localeOfPath } from '@/i18n';

/**
 * The page formats money, numbers, days and plurals as it hydrates: the browser's Intl data for
 * them start on another core as its code arrives (decision 072). Asked for only where there are
 * workers (not on the server, which renders this page too): the module names its worker by
 * `import.meta`, which only the browser's build reads.
 */
async function startIntlData() {
  if (typeof Worker === 'undefined') return;
  const { warmUpIntl } = await import(/* webpackMode: "eager" */ '@/i18n/intlWarmUp');
  warmUpIntl(localeOfPath(window.location.pathname));
}

/**
 * The tour page's code as its chunk arrives, evaluated in five tasks instead of one (decision
 * 078): the Intl data's worker started first, alone (it shared the chunk's task with the
 * bookings' evaluation), then the bookings, the reviews and the booking panel's modules (with the
 * MUI parts each brings), each in a task of its own, then the page's, which finds them evaluated.
 * In one task, the page's code held the main thread for 51–102 ms on a 2-core machine at 4× CPU.
 * The route table loads the page through it.
 */
export default async function tourDetailsPageInSteps() {
  await startIntlData();
  await nextTask();
  await import(/* webpackMode: "eager" */ '@/features/bookings');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@/features/reviews');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@/features/departures');
  await nextTask();
  return import(/* webpackMode: "eager" */ './TourDetailsPage');
}
