import { theme } from './index';

/**
 * Stands in, in the production build, for what MUI's Box imports of `../styles` (see
 * webpack.config.ts, decision 077): Box calls `createTheme()` as its module is evaluated, for a
 * page with no ThemeProvider, a whole second default theme built in the page's first task. Every
 * page of the site has a ThemeProvider, whose theme a Box uses; its fallback is the site's theme,
 * made once already.
 */
export const createTheme = () => theme;
