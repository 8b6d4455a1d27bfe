import { DEFAULT_THEME, parseTenantTheme } from '@hospedar/contracts/tenant/theme';
import { ZLogosSettings, type TLogosSettings } from '@hospedar/contracts/console/settings-sections';
import { HttpError } from '../../../http-error.ts';
import { brandImageName, createBrandImageStore } from '../../brand/brand-image-store.ts';
import type { SettingsSection } from './section.ts';

const read = (theme: unknown): TLogosSettings => {
  const { logo, backgroundUrl } = parseTenantTheme(theme);
  return { logo, backgroundUrl };
};

/**
 * The logos and the background (decision 221). Each may stay as it is, go back to the default (Hospedar's
 * logos, no background), be one of the portal's files for this hotel (/brand/<subdomain>/…) or an image
 * this hotel uploaded; nothing else, so no owner points the portal at a file of another hotel or site.
 */
export const logosSection: SettingsSection<TLogosSettings> = {
  name: 'logos',
  schema: ZLogosSettings,
  read: (row) => read(row.theme),
  write: (value, row) => ({ theme: { ...parseTenantTheme(row.theme), ...value } }),
  check: async (value, row, db) => {
    const current = read(row.theme);
    const store = createBrandImageStore(db as Parameters<typeof createBrandImageStore>[0]);
    const candidates = [
      {
        field: 'logo.internal',
        url: value.logo.internal,
        kept: current.logo.internal,
        byDefault: DEFAULT_THEME.logo.internal,
      },
      {
        field: 'logo.external',
        url: value.logo.external,
        kept: current.logo.external,
        byDefault: DEFAULT_THEME.logo.external,
      },
      { field: 'backgroundUrl', url: value.backgroundUrl, kept: current.backgroundUrl, byDefault: null },
    ];
    const refused: { field: string; message: string }[] = [];
    for (const { field, url, kept, byDefault } of candidates) {
      if (url === kept || url === byDefault || url === null) continue;
      // The portal's own files for this hotel (a seeded demo's logos): the owner may go back to them.
      if (url.startsWith(`/brand/${row.subdomain}/`) && !url.includes('..')) continue;
      const name = brandImageName(url);
      if (!name || !(await store.exists(row.id, name))) {
        refused.push({ field: `body.${field}`, message: 'settings.sections.logos.notOwn' });
      }
    }
    if (refused.length > 0) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'Only images uploaded for this hotel, or the defaults.', {
        fields: refused,
      });
    }
  },
};
