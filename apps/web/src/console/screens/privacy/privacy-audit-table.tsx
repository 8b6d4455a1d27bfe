import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPrivacyAuditEntry } from '@hospedar/contracts/console/privacy';
import { privacyAuditQuery } from '../../api/console-queries.ts';
import { LogTable } from '../../log-table.tsx';

function useAuditTexts() {
  const { t } = useTranslation('console');
  const days = (value: number | null | undefined) =>
    value === null || value === undefined
      ? t('privacy.audit.off')
      : t('privacy.audit.days', { count: value });
  return {
    who: (entry: TPrivacyAuditEntry) => t(`privacy.actors.${entry.actorKind}`, { name: entry.actor }),
    what: (entry: TPrivacyAuditEntry) => {
      const { files = 0, rows = 0, from, to } = entry.summary;
      if (entry.action === 'retention-setting') {
        return t('privacy.audit.retention-setting', { from: days(from), to: days(to) });
      }
      return t(`privacy.audit.${entry.action}`, { files, rows });
    },
  };
}

/** The privacy log (decision 204): who, when, what; ids and counts, never a guest's name. */
export function PrivacyAuditTable() {
  const { t } = useTranslation('console');
  const audit = useQuery(privacyAuditQuery);
  const texts = useAuditTexts();
  return (
    <LogTable
      id="audit-title"
      title={t('privacy.auditTitle')}
      empty={t('privacy.auditEmpty')}
      query={audit}
      rowsOf={(data) => data.entries}
      atOf={(entry) => entry.createdAt}
      whenHeader={t('privacy.when')}
      columns={[
        { header: t('privacy.who'), cell: texts.who },
        { header: t('privacy.what'), cell: texts.what },
        {
          header: t('privacy.guests'),
          cell: (entry) => (
            <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {entry.guestIds.map((id) => id.slice(0, 8)).join(', ')}
            </Box>
          ),
        },
      ]}
      rowTestId="privacy-audit-entry"
    />
  );
}
