import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { formatDate } from '../../lib/dates.ts';
import { formatFinishedDate } from './finished-date.ts';
import { CheckCircleIcon, SendIcon } from './guest-icons.tsx';

export type TFinishSectionProps = {
  isMainGuest: boolean;
  completed: number;
  total: number;
  finishedAt: string | null;
  /** After finishing: the last day guests may still change their forms, or null (read-only, decision 53). */
  changesUntil: string | null;
  onFinish: () => void;
};

/**
 * The end of the list. The main guest finishes it once every guest is complete (the button stays
 * disabled and says why until then); a companion is told who finishes. A finished list says so, and
 * until when its forms may still change, or that they no longer can (decision 53).
 */
export function FinishSection({
  isMainGuest,
  completed,
  total,
  finishedAt,
  changesUntil,
  onFinish,
}: TFinishSectionProps) {
  const { t } = useTranslation('guests');
  const timeZone = useTenant().initial?.company.timeZone;
  if (finishedAt) {
    return (
      <div className="guest-finish" aria-live="polite">
        <AlertBanner severity="success" icon={<CheckCircleIcon />}>
          {t('finish.finished', { date: formatFinishedDate(finishedAt, timeZone) })}
        </AlertBanner>
        <p className="guest-finish__help">
          {changesUntil ? t('finish.changesUntil', { date: formatDate(changesUntil) }) : t('finish.readOnly')}
        </p>
        <Link to={PATHS.reservationFinish} className="btn btn--outline guest-finish__next">
          {t('reservationFinish.next')}
        </Link>
      </div>
    );
  }
  const isReady = total > 0 && completed === total;
  if (!isMainGuest) {
    return (
      <div className="guest-finish">
        <p className="guest-finish__help">{t('finish.byMainGuest')}</p>
      </div>
    );
  }
  return (
    <div className="guest-finish" aria-live="polite">
      <p id="guest-finish-help" className="guest-finish__help">
        {isReady ? t('finish.ready') : t('finish.pending', { completed, total })}
      </p>
      <Button
        variant="contained"
        size="large"
        disabled={!isReady}
        aria-describedby="guest-finish-help"
        onClick={onFinish}
        startIcon={<SendIcon size={20} />}
        className="guest-finish__button"
      >
        {t('finish.action')}
      </Button>
    </div>
  );
}
