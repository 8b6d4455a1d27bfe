import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en-US/common.json';

/**
 * Translation keys are typed from the en-US JSON (src/app/i18n.d.ts). `tsc -p apps/web` fails if a
 * valid key below stops compiling, or if an unknown key stops being an error.
 */
function typedKeys(t: TFunction<['common', 'welcome', 'errors']>) {
  return [
    t('notAvailable.title'),
    t('welcome:welcome.start'),
    t('errors:codes.TENANT_NOT_FOUND'),
    // @ts-expect-error a key that does not exist in en-US is a type error
    t('notAvailable.titel'),
    // @ts-expect-error an unknown area is a type error
    t('payments:title'),
  ];
}

describe('typed translation keys', () => {
  it('resolves typed keys against the en-US resources', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'en-US', resources: { 'en-US': { common: en } }, defaultNS: 'common' });
    const [title] = typedKeys(instance.t as unknown as TFunction<['common', 'welcome', 'errors']>);
    expect(title).toBe(en.notAvailable.title);
  });
});
