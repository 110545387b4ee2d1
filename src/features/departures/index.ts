/** What other features may use of the departures: the tour page's booking panel and its price. */
export { BookingPanel } from './components/BookingPanel';
export { FromPrice } from './components/FromPrice';
export { pricedExcursion, type PricedExcursion } from './priced';
export { departureMessages } from './messages';
