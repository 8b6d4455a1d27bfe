import { describe, expect, it } from 'vitest';
import { firstScreenTexts } from './first-screen-texts.ts';

describe("the first screen's texts the build writes for the server (decision 209)", () => {
  it('has every text in pt-BR, en-US and es-ES, and all 24 hours', () => {
    const texts = firstScreenTexts();
    expect(Object.keys(texts).sort()).toEqual(['en-US', 'es-ES', 'pt-BR']);
    for (const [language, entry] of Object.entries(texts)) {
      for (const [key, value] of Object.entries(entry)) {
        if (key === 'hours') continue;
        expect({ language, key, isText: typeof value === 'string' && value.length > 0 }).toEqual({
          language,
          key,
          isText: true,
        });
      }
      expect(Object.keys(entry.hours as object)).toHaveLength(24);
    }
    expect(texts['pt-BR']?.start).toBe('Iniciar pré-check-in');
    expect(texts['en-US']?.defaultTitle).toContain('{{hotel}}');
  });
});
