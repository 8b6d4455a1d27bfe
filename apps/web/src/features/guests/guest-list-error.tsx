import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';

/** The guests could not be loaded: what happened, in the guest's language, and a way to try again. */
export function GuestListError({ code, onRetry }: { code: string; onRetry: () => void }) {
  const { t } = useTranslation('guests');
  const errorText = useErrorText();
  return (
    <div className="guest-list-error">
      <AlertBanner severity="error" description={errorText(code)}>
        <strong>{t('page.loadError')}</strong>
      </AlertBanner>
      <Button variant="contained" size="large" onClick={onRetry}>
        {t('page.retry')}
      </Button>
    </div>
  );
}
