import { createTheme } from '@mui/material/styles';

/** The operator's colours: deep indigo, kente gold, terracotta and savannah green on warm cream. */
export const brand = {
  indigo: '#1f2a5c',
  indigoDark: '#141c40',
  gold: '#e3a72f',
  terracotta: '#a34a24',
  savannah: '#2e6b3a',
  cream: '#fbf6ec',
  ink: '#1c1a17',
} as const;

/** The kente-inspired stripe under the header and above the footer. */
export const kenteStripe = `repeating-linear-gradient(90deg, ${brand.gold} 0 24px, ${brand.savannah} 24px 36px, ${brand.terracotta} 36px 60px, ${brand.indigoDark} 60px 66px)`;

const headingFont = '"Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';
const bodyFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** A gold ring with an indigo halo: visible on cream, white and indigo backgrounds alike. */
const focusRing = {
  outline: `3px solid ${brand.gold}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 7px ${brand.indigo}`,
};

export const theme = createTheme({
  palette: {
    primary: { main: brand.indigo, dark: brand.indigoDark, contrastText: '#ffffff' },
    secondary: { main: brand.gold, contrastText: brand.indigo },
    error: { main: '#b3261e' },
    warning: { main: '#8a5a00', contrastText: '#ffffff' },
    success: { main: brand.savannah, contrastText: '#ffffff' },
    info: { main: brand.terracotta, contrastText: '#ffffff' },
    background: { default: brand.cream, paper: '#ffffff' },
    text: { primary: brand.ink, secondary: '#5c5346' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: bodyFont,
    h1: { fontFamily: headingFont, fontWeight: 700, fontSize: '2.25rem', lineHeight: 1.2 },
    h2: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.85rem', lineHeight: 1.25 },
    h3: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.5rem' },
    h4: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.25rem' },
    h5: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.1rem' },
    h6: { fontWeight: 700, fontSize: '1rem' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': focusRing,
        // On a text field the ring goes round the whole field: on the bare input inside it, it
        // would cover the field's label and border.
        '.MuiInputBase-input:focus-visible': { outline: 'none', boxShadow: 'none' },
        '.MuiOutlinedInput-root.Mui-focused': {
          outline: focusRing.outline,
          outlineOffset: focusRing.outlineOffset,
        },
        a: { color: brand.indigo },
        // A press shows at once, drawn by the browser: the ripple is off (below).
        '.MuiButtonBase-root:active': { filter: 'brightness(0.9)' },
        '@media (prefers-reduced-motion: reduce)': {
          '*': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      },
    },
    // No ripple: on a low-cost phone each tap's ripple was a React render on touch start and
    // another on touch end, about 95 ms at its speed before the tap's own work (issue 42). The
    // press shows by the `:active` rule above; the focus ring by `:focus-visible`. Without
    // `disableTouchRipple` a button's first press still rendered it again, to mount a ripple
    // that then drew nothing; the build leaves the ripple's code out (decision 069).
    MuiButtonBase: { defaultProps: { disableRipple: true, disableTouchRipple: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiCard: {
      styleOverrides: {
        root: { borderRadius: 16, boxShadow: '0 6px 18px rgba(31, 42, 92, 0.10)' },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
