import i18next from 'i18next';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/common.json';
import es from '../../locales/es-ES/common.json';
import pt from '../../locales/pt-BR/common.json';
import { useHourText } from './hour-text.ts';

async function hourTextIn(language: string, common: object) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng: language, resources: { [language]: { common } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>{children}</I18nextProvider>
  );
  return renderHook(() => useHourText(), { wrapper }).result.current;
}

describe('useHourText: the hotel’s hours as each language writes them (docs/glossary.md)', () => {
  it.each([
    ['pt-BR', pt, ['0h', '9h', '12h', '14h', '23h']],
    ['en-US', en, ['midnight', '9 a.m.', 'noon', '2 p.m.', '11 p.m.']],
    ['es-ES', es, ['0:00 h', '9:00 h', '12:00 h', '14:00 h', '23:00 h']],
  ])('%s', async (language, common, expected) => {
    const hourText = await hourTextIn(language, common);
    expect([0, 9, 12, 14, 23].map(hourText)).toEqual(expected);
  });

  it('has a text for every hour of the day in every language', async () => {
    for (const [language, common] of [
      ['pt-BR', pt],
      ['en-US', en],
      ['es-ES', es],
    ] as const) {
      const hourText = await hourTextIn(language, common);
      for (let hour = 0; hour < 24; hour += 1) {
        expect(hourText(hour), `${language} ${hour}`).not.toMatch(/^time\./);
      }
    }
  });
});
