import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TStaffChange } from '@hospedar/contracts/console/staff-members';
import { staffChangesQuery } from '../api/console-queries.ts';
import { LogTable } from '../log-table.tsx';

/** Who changed whom among the staff, and when (decision 245). */
export function StaffChanges() {
  const { t } = useTranslation('console');
  const changes = useQuery(staffChangesQuery);
  const what = (change: TStaffChange) =>
    t(`staff.changes.${change.action}`, {
      name: change.targetName,
      email: change.targetEmail,
      from: change.from ? t(`roles.${change.from}`) : '',
      to: change.to ? t(`roles.${change.to}`) : '',
    });
  return (
    <LogTable
      id="staff-changes-title"
      title={t('staff.changesTitle')}
      empty={t('staff.changesEmpty')}
      query={changes}
      rowsOf={(data) => data.changes}
      atOf={(change) => change.createdAt}
      whenHeader={t('staff.when')}
      columns={[
        { header: t('staff.who'), cell: (change) => change.actorName },
        { header: t('staff.what'), cell: what },
      ]}
      rowTestId="staff-change"
    />
  );
}
