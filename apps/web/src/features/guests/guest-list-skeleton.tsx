import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** Two card-shaped placeholders while the guests load; screen readers hear one status line. */
export function GuestListSkeleton() {
  const { t } = useTranslation('guests');
  return (
    <div className="guest-list-skeleton" role="status">
      <span className="visually-hidden">{t('page.loading')}</span>
      {[0, 1].map((index) => (
        <div key={index} className="guest-card guest-card--skeleton" aria-hidden="true">
          <Skeleton variant="circular" width={56} height={56} />
          <div className="guest-card__body">
            <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width="75%" />
            <Skeleton variant="rounded" width={180} height={26} />
          </div>
        </div>
      ))}
    </div>
  );
}
