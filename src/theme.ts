import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Calm blue on a light background; outlined cards instead of heavy shadows. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1f4e79' },
    secondary: { main: '#2f7d6d' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    // MUI's own warning (#ed6c02) and info (#0288d1) carry white text at 3:1 and 4.1:1; these
    // reach 5:1 and 5.9:1 (WCAG AA), e.g. on the contract status chips.
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
  },
  sidebar: { width: 232, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiCssBaseline: {
      styleOverrides: {
        // The page's width does not change when it grows taller than the window: a scrollbar that
        // came with a list's rows made the filters wrap anew and pushed the rows down. MUI's
        // dialogs and menus take this form into account when they lock the page's scroll.
        html: { overflowY: 'scroll' },
      },
    },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiCheckbox: {
      defaultProps: {
        // react-admin names a list row's checkbox on the checkbox's root element; the input inside
        // is what assistive technology reads, so it gets the same name (a checkbox that names its
        // input itself keeps that).
        slotProps: {
          input: (ownerState: { 'aria-label'?: string }) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
  },
};
