import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { TTenantTheme } from '@hospedar/contracts/tenant/theme';
import { contrastText, normalizeHex, readableOnWhite } from './contrast.ts';

const FONT_STACK = 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, -apple-system, sans-serif';
const TOUCH_TARGET = 44;

/** The padding that makes a radio's or tick box's icon a 44 px target. */
function switchPadding(size: string | undefined): number {
  return (TOUCH_TARGET - (size === 'small' ? 20 : 24)) / 2;
}

/** One MUI theme from a (parsed) tenant theme: colours, radii, touch targets, focus ring. */
export function buildMuiTheme(tenant: TTenantTheme): Theme {
  const primary = normalizeHex(tenant.primaryColor);
  const onPrimary = contrastText(primary);
  const primaryText = readableOnWhite(primary);
  const focusRing = `3px solid ${primaryText}`;
  return createTheme({
    palette: {
      primary: { main: primary, contrastText: onPrimary, dark: primaryText },
      background: { default: normalizeHex(tenant.background), paper: '#ffffff' },
      text: { primary: '#1a1d23', secondary: '#4b5563' },
      warning: { main: '#c2410c', contrastText: '#ffffff' },
    },
    shape: { borderRadius: tenant.cardRadius },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
      button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            borderRadius: tenant.buttonRadius,
            minHeight: TOUCH_TARGET,
            paddingInline: 20,
            '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 },
            // A guest who asks for less motion gets the enabled colours at once, not a 250 ms fade from
            // the disabled grey (axe then also reads the colours the guest sees).
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          },
          sizeLarge: { minHeight: 52, fontSize: '1.0625rem' },
          text: { color: primaryText },
          outlined: { color: primaryText, borderColor: primaryText },
        },
      },
      MuiCard: { styleOverrides: { root: { borderRadius: tenant.cardRadius } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: tenant.cardRadius } } },
      MuiOutlinedInput: { styleOverrides: { root: { borderRadius: tenant.inputRadius } } },
      MuiChip: { styleOverrides: { root: { borderRadius: tenant.chipRadius } } },
      MuiMenuItem: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
      // The icon (24 px, 20 px when small) with padding around it: every radio and tick box is 44 px.
      MuiRadio: {
        styleOverrides: { root: ({ ownerState }) => ({ padding: switchPadding(ownerState.size) }) },
      },
      MuiCheckbox: {
        styleOverrides: { root: ({ ownerState }) => ({ padding: switchPadding(ownerState.size) }) },
      },
      MuiCardActionArea: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: -3 } } },
      },
    },
  });
}
