/**
 * Stands in, in the production build, for MUI's TouchRipple where ButtonBase imports it (see
 * webpack.config.ts, decision 069): every button of the site is themed without ripples (decision
 * 067). A button that asked for one anyway would get none rather than fail: it is decoration.
 */
export default function TouchRippleLeftOut() {
  return null;
}
