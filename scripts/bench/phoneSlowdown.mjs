// How much to slow a host's CPU to make it as slow as a low-cost Android phone: the host's
// Lighthouse benchmarkIndex divided by 264, the index Chrome DevTools' CPU calibration gives a
// low-tier phone (a Moto G4 Power of 2022), to one decimal; never below `floor`. On a host of
// index 1,800 that is 6.8×; of 2,700, 10.2×. Shared by the Lighthouse benchmark's phone profile
// and the browser suite's tap test.

/** Chrome DevTools' CPU calibration: the benchmarkIndex of a low-tier Android phone. */
export const LOW_END_PHONE_INDEX = 264;

export const phoneSlowdown = (hostIndex, floor = 4) =>
  Math.max(floor, Math.round((hostIndex / LOW_END_PHONE_INDEX) * 10) / 10);
