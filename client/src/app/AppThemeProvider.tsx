import type { ReactNode } from 'react';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { theme } from './theme';

/**
 * Provides the app's theme to MUI's components. Material's own ThemeProvider also carries the
 * CSS-variables theme machinery (colour-scheme storage and its init script), which this theme
 * does not use; the system provider scoped to Material's theme id is what it does underneath
 * for a theme like ours, without putting that machinery in every visitor's first download.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider themeId={THEME_ID} theme={theme}>
      {children}
    </ThemeProvider>
  );
}
