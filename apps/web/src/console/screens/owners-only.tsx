import { Alert, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { TStaffMe } from '@hospedar/contracts/console/staff-auth';

/** An owner's page: a desk member who opens its address reads that it is for owners (API: 403). */
export function OwnersOnly({
  title,
  children,
  deniedText,
}: {
  title: string;
  children: ReactNode;
  /** What a desk member reads instead (the settings' sentence by default). */
  deniedText?: string;
}) {
  const { t } = useTranslation('console');
  const me = useOutletContext<TStaffMe>();
  return (
    <>
      <Typography variant="h1">{title}</Typography>
      {me.staff.role === 'owner' ? (
        children
      ) : (
        <Alert severity="warning">{deniedText ?? t('settings.ownersOnly')}</Alert>
      )}
    </>
  );
}
