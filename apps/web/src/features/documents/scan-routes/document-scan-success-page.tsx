import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons.tsx';
import { ScanPageFrame } from './scan-page-frame.tsx';

/** '/document-scan/{reservationId}/{guestId}/success': the photos are with the desktop; close the page. */
export function DocumentScanSuccessPage() {
  const { t } = useTranslation('documents', { keyPrefix: 'scanRoutes' });
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.querySelector('h1')?.focus(), []);
  return (
    <div ref={heading} className="scan-success">
      <span className="scan-success__icon" aria-hidden="true">
        <CheckIcon size={40} />
      </span>
      <ScanPageFrame title={t('successTitle')}>
        <p className="scan-page__intro">{t('successText')}</p>
      </ScanPageFrame>
    </div>
  );
}
