import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingsAuditQuery } from '../../api/settings-api.ts';
import { LogTable } from '../../log-table.tsx';

/** Every saved change of the settings: when, who, which section and which of its fields (decision 208). */
export function SettingsHistory() {
  const { t } = useTranslation('console');
  const audit = useQuery(settingsAuditQuery);
  return (
    <LogTable
      id="settings-history-title"
      title={t('settings.history.title')}
      empty={t('settings.history.empty')}
      query={audit}
      rowsOf={(data) => data.entries}
      atOf={(entry) => entry.at}
      whenHeader={t('settings.history.when')}
      columns={[
        { header: t('settings.history.who'), cell: (entry) => `${entry.staffName} (${entry.staffEmail})` },
        {
          header: t('settings.history.section'),
          cell: (entry) => t(`settings.sections.${entry.section}.title`),
        },
        {
          header: t('settings.history.fields'),
          cell: (entry) =>
            entry.changedFields
              .map((field) => t(`settings.fields.${field}`, { defaultValue: field }))
              .join(', '),
        },
      ]}
    />
  );
}
