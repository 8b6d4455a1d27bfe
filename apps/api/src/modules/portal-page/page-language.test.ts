import { describe, expect, it } from 'vitest';
import { detectPageLanguage, offeredLanguage } from './page-language.ts';

describe('the language of a page (decision 209)', () => {
  const detect = (queryLang?: string, cookieHeader?: string, acceptLanguage?: string) =>
    detectPageLanguage({ queryLang: queryLang ?? null, cookieHeader, acceptLanguage });

  it('reads ?lang=, then the cookie, then Accept-Language by its q order, else pt-BR', () => {
    expect(detect('es', 'hospedar_lang=en-US', 'pt-BR')).toBe('es-ES');
    expect(detect('xx', 'hospedar_lang=en-US', 'pt-BR')).toBe('en-US');
    expect(detect(undefined, 'a=1; hospedar_lang=bogus', 'fr;q=1, es-MX;q=0.4, en;q=0.6')).toBe('en-US');
    expect(detect(undefined, undefined, 'de-DE, *;q=0.5')).toBe('pt-BR');
    expect(detect(undefined, undefined, 'en;q=0, es')).toBe('es-ES');
    expect(detect()).toBe('pt-BR');
  });

  it("keeps the visitor's language when the hotel offers it, else the hotel's first", () => {
    expect(offeredLanguage('en-US', ['pt-BR', 'en-US'])).toBe('en-US');
    expect(offeredLanguage('es-ES', ['en-US', 'pt-BR'])).toBe('en-US');
  });
});
