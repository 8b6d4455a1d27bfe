import { parseTenantTheme } from '@hospedar/contracts/tenant/theme';
import { ZLookSettings, type TLookSettings } from '@hospedar/contracts/console/settings-sections';
import type { SettingsSection } from './section.ts';

/** The portal's colours and corner radii (theme); the logos and background stay as they are. */
export const lookSection: SettingsSection<TLookSettings> = {
  name: 'look',
  schema: ZLookSettings,
  read: (row) => {
    const { primaryColor, background, cardRadius, inputRadius, buttonRadius, chipRadius } = parseTenantTheme(
      row.theme,
    );
    return { primaryColor, background, cardRadius, inputRadius, buttonRadius, chipRadius };
  },
  write: (value, row) => ({ theme: { ...parseTenantTheme(row.theme), ...value } }),
};
