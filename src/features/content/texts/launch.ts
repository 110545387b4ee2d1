/** docs/product.md, Constants: the fixed launch date, 28 May 2021 (midnight in Banjul, which is UTC). */
export const LAUNCH_DATE = new Date('2021-05-28T00:00:00Z');
