import { describe, expect, it } from 'vitest';
import {
  LANG_STORAGE_KEY,
  detectBrowserLanguage,
  detectLanguage,
  hasStoredLanguage,
  pickOfferedLanguage,
  storeLanguage,
} from './language.ts';

describe('detectLanguage (first visit order)', () => {
  it('prefers ?lang= over everything', () => {
    expect(detectLanguage({ queryLang: 'es', stored: 'en-US', browser: ['pt-BR'] })).toBe('es-ES');
  });

  it('then the stored choice', () => {
    expect(detectLanguage({ queryLang: 'fr', stored: 'en-US', browser: ['es-AR'] })).toBe('en-US');
  });

  it('then the first supported browser language', () => {
    expect(detectLanguage({ queryLang: null, stored: null, browser: ['fr-FR', 'es-AR', 'en'] })).toBe(
      'es-ES',
    );
  });

  it('else Portuguese (Brazil)', () => {
    expect(detectLanguage({ queryLang: null, stored: 'xx', browser: ['de-DE'] })).toBe('pt-BR');
  });
});

describe('language persistence', () => {
  it('remembers a choice across reloads in localStorage', () => {
    expect(hasStoredLanguage()).toBe(false);
    storeLanguage('en-US');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en-US');
    expect(hasStoredLanguage()).toBe(true);
    // A later visit without ?lang= reads the stored choice before the browser's languages.
    expect(detectBrowserLanguage()).toBe('en-US');
  });
});

describe('pickOfferedLanguage', () => {
  it('keeps the current language when the hotel offers it', () => {
    expect(pickOfferedLanguage('es-ES', ['pt-BR', 'es-ES'], 'pt-BR')).toBe('es-ES');
  });

  it("switches to the hotel's language when the current one is not offered", () => {
    expect(pickOfferedLanguage('es-ES', ['pt-BR', 'en-US'], 'en-US')).toBe('en-US');
    expect(pickOfferedLanguage('es-ES', ['pt-BR'], 'en-US')).toBe('pt-BR');
  });
});
