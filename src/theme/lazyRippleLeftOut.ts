/** What ButtonBase calls on a press, a blur or a focus: nothing to mount, nothing to draw. */
const noRipple = {
  ref: { current: null },
  shouldMount: false,
  start: () => undefined,
  stop: () => undefined,
  pulsate: () => undefined,
};

/**
 * Stands in, in the production build, for MUI's useLazyRipple where ButtonBase imports it (see
 * webpack.config.ts, decision 069): no state and no effect per button, and no render on a
 * button's first press or blur to mount a ripple the theme never draws.
 */
export default function useLazyRippleLeftOut() {
  return noRipple;
}
