export * from './destinations';
export * from './excursions';
export * from './excursionTypes';
export * from './specialInterest';
export * from './version';
