import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../../../components/alert-banner.tsx';
import { CARD_FRAME_PATH } from '../../../../lib/payment/card-frame-protocol.ts';
import type { useCardFrame } from './use-card-frame.ts';

export type TCardFrameProps = { frame: ReturnType<typeof useCardFrame> };

/**
 * The card fields: our own page in a sandboxed frame (scripts only, no same origin), so nothing the
 * portal runs can read them (decision 100). Its height follows its content; a frame that does not load
 * says so and offers to load it again.
 */
export function CardFrame({ frame }: TCardFrameProps) {
  const { t } = useTranslation('payment');
  return (
    <div className="card-frame">
      {frame.status === 'failed' ? (
        <div className="card-frame__failed">
          <AlertBanner severity="error">{t('card.frameFailed')}</AlertBanner>
          <Button variant="outlined" onClick={frame.reload}>
            {t('warranty.retry')}
          </Button>
        </div>
      ) : null}
      {frame.status === 'loading' ? (
        <p className="card-frame__loading" role="status">
          <CircularProgress size={18} aria-hidden="true" />
          {t('card.frameLoading')}
        </p>
      ) : null}
      <iframe
        key={frame.loadCount}
        ref={frame.frameRef}
        src={CARD_FRAME_PATH}
        title={t('card.frameTitle')}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        className="card-frame__iframe"
        style={{ height: frame.height }}
        hidden={frame.status === 'failed'}
      />
    </div>
  );
}
