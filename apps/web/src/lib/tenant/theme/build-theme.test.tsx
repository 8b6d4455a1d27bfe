import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMuiTheme } from './build-theme.ts';
import { DEFAULT_TENANT_THEME, parseTheme } from './parse-theme.ts';

describe('buildMuiTheme', () => {
  it("uses the tenant's colours, radii and a contrasting text colour", () => {
    const theme = buildMuiTheme(
      parseTheme({ ...DEFAULT_TENANT_THEME, primaryColor: '#fde047', cardRadius: 4, background: '#ecfeff' }),
    );
    expect(theme.palette.primary.main).toBe('#fde047');
    expect(theme.palette.primary.contrastText).toBe('#111111');
    expect(theme.palette.background.default).toBe('#ecfeff');
    expect(theme.shape.borderRadius).toBe(4);
  });

  it('falls back to the default theme for bad values', () => {
    const theme = buildMuiTheme(parseTheme({ primaryColor: 'expression(alert(1))', cardRadius: 'x' }));
    expect(theme.palette.primary.main).toBe(DEFAULT_TENANT_THEME.primaryColor);
    expect(theme.palette.primary.contrastText).toBe('#ffffff');
    expect(theme.shape.borderRadius).toBe(DEFAULT_TENANT_THEME.cardRadius);
  });

  it('expands short hex colours and keeps touch targets of at least 44px', () => {
    const theme = buildMuiTheme(parseTheme({ primaryColor: '#0a0' }));
    expect(theme.palette.primary.main).toBe('#00aa00');
    const button = theme.components?.MuiButton?.styleOverrides?.root as {
      minHeight: number;
      borderRadius: number;
    };
    expect(button.minHeight).toBeGreaterThanOrEqual(44);
    expect(button.borderRadius).toBe(DEFAULT_TENANT_THEME.buttonRadius);
  });

  it('drops the buttons’ colour transitions for a guest who asks for less motion', () => {
    render(
      <ThemeProvider theme={buildMuiTheme(parseTheme(DEFAULT_TENANT_THEME))}>
        <Button variant="contained">Sign and send</Button>
      </ThemeProvider>,
    );
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles.replace(/\s+/g, '')).toMatch(
      /@media\(prefers-reduced-motion:reduce\)\{\.[\w-]+\{(-webkit-transition:none;)?transition:none;?\}/,
    );
  });
});
