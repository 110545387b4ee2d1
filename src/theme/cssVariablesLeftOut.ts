/**
 * Stands in, in the production build, for MUI's CSS theme variables machinery (see
 * webpack.config.ts): the site's theme uses neither `cssVariables` nor `colorSchemes`, so MUI
 * never calls these. Anything that does reach them fails loudly rather than rendering unthemed.
 */
const leftOut = (name: string) => (): never => {
  throw new Error(`${name}: MUI's CSS theme variables are left out of this build.`);
};

export default leftOut('createThemeWithVars');
export const CssVarsProvider = leftOut('CssVarsProvider');
export const useColorScheme = leftOut('useColorScheme');
export const Experimental_CssVarsProvider = leftOut('Experimental_CssVarsProvider');
export const getInitColorSchemeScript = leftOut('getInitColorSchemeScript');
