/**
 * Stands in, in the production build, for MUI's CSS theme variables machinery (see
 * webpack.config.ts): the site's theme uses neither `cssVariables` nor `colorSchemes`, so MUI
 * never calls these. Anything that does reach them fails loudly rather than rendering unthemed;
 * the stack names the caller.
 */
const leftOut = (): never => {
  throw new Error("MUI's CSS theme variables are left out of this build.");
};

export default leftOut;
export {
  leftOut as CssVarsProvider,
  leftOut as useColorScheme,
  leftOut as Experimental_CssVarsProvider,
  leftOut as getInitColorSchemeScript,
};
