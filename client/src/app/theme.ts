/**
 * The one MUI theme: deep lagoon teal with a sunset-coral accent, Plus Jakarta Sans, soft
 * rounded surfaces and a clearly visible keyboard focus ring.
 */
import { alpha, createTheme, responsiveFontSizes } from '@mui/material/styles';

const lagoon = { main: '#0B6E79', light: '#3E97A1', dark: '#064A52', contrastText: '#FFFFFF' };
const coral = { main: '#FF7A59', light: '#FFA48C', dark: '#EF6441', contrastText: '#2A0E05' };
const ink = '#10242B';
const focusRing = `3px solid ${alpha(lagoon.main, 0.55)}`;

const headingFont = { fontWeight: 800, letterSpacing: '-0.025em' } as const;

const baseTheme = createTheme({
  palette: {
    mode: 'light',
    primary: lagoon,
    secondary: coral,
    error: { main: '#C62828' },
    success: { main: '#2E7D5B' },
    background: { default: '#F6F8F9', paper: '#FFFFFF' },
    text: { primary: ink, secondary: '#4A5D66' },
    divider: alpha(ink, 0.1),
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Plus Jakarta Sans Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { ...headingFont, fontSize: '3.25rem', lineHeight: 1.1 },
    h2: { ...headingFont, fontSize: '2.5rem', lineHeight: 1.15 },
    h3: { ...headingFont, fontSize: '2rem', lineHeight: 1.2 },
    h4: { fontWeight: 700, letterSpacing: '-0.02em', fontSize: '1.6rem' },
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontWeight: 700 },
    subtitle1: { fontWeight: 600 },
    subtitle2: { fontWeight: 700 },
    body1: { lineHeight: 1.65 },
    button: { textTransform: 'none', fontWeight: 650, letterSpacing: 0 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        ':focus-visible': { outline: focusRing, outlineOffset: 2 },
        '::selection': { backgroundColor: alpha(lagoon.main, 0.2) },
        '@media (prefers-reduced-motion: reduce)': {
          html: { scrollBehavior: 'auto' },
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20 },
        sizeLarge: { paddingBlock: 12, paddingInline: 28, fontSize: '1rem' },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { borderRadius: 12 } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 16 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: { borderRadius: 20, border: `1px solid ${alpha(ink, 0.08)}`, boxShadow: `0 12px 32px -18px ${alpha(ink, 0.35)}` },
      },
    },
    MuiOutlinedInput: {
      styleOverrides: { root: { borderRadius: 12 } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiListItemButton: {
      styleOverrides: { root: { borderRadius: 10 } },
    },
    MuiDrawer: {
      styleOverrides: { paper: { borderRadius: 0 } },
    },
  },
});

export const theme = responsiveFontSizes(baseTheme);
