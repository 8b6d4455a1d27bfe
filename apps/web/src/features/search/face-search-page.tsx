import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { PATHS } from '../../lib/paths.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { FaceCapture } from '../../components/face/face-capture.tsx';
import { FaceTips } from '../../components/face/face-tips.tsx';
import '../../components/face/face.css';
import { uploadSearchImage } from './api/upload-face-image.ts';
import { SearchBlocked } from './search-blocked.tsx';
import { useSearch } from './use-search.ts';

/** '/welcome/face-recognition/facialRecognition': a picture, its upload, then the search by face. */
export function FaceSearchPage() {
  const { t } = useTranslation('face');
  const { t: ts } = useTranslation('search');
  const navigate = useNavigate();
  const { initial } = useTenant();
  const search = useSearch(initial?.today ?? new Date().toISOString().slice(0, 10), initial?.company.rules);
  const [uploadError, setUploadError] = useState<Error | null>(null);

  async function onImage(image: Blob) {
    setUploadError(null);
    search.clearResult();
    let key: string;
    try {
      key = await uploadSearchImage(image, initial?.company.companyId);
    } catch (error) {
      setUploadError(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    await search.sendRequest({ type: 'facial_recognition', image: key });
  }

  const blocked = search.result?.kind === 'blocked' ? search.result : null;
  if (blocked) {
    return (
      <SearchBlocked reasons={blocked.reasons} opensOn={blocked.opensOn} onSearchAgain={search.clearResult} />
    );
  }
  const notFound =
    search.result?.kind === 'notFound' ? (
      <AlertBanner severity="warning" description={ts('notFound.hint')}>
        {ts('notFound.title')}
      </AlertBanner>
    ) : null;
  return (
    <section className="face-page" aria-labelledby="face-title">
      <h1 id="face-title" className="face-page__title">
        {t('capture.title')}
      </h1>
      <FaceCapture
        onImage={onImage}
        busyLabel={t('capture.searching')}
        error={uploadError ?? search.failure}
        message={notFound}
        fallback={
          <button
            type="button"
            className="btn btn--text btn--block"
            onClick={() => navigate(PATHS.findYourReservation)}
          >
            {t('instructions.otherWays')}
          </button>
        }
      />
    </section>
  );
}

/** The instructions before the search by face, with the other search types one tap away. */
export function FaceSearchInstructions() {
  const { t } = useTranslation('face', { keyPrefix: 'instructions' });
  return (
    <section className="face-page" aria-labelledby="face-title">
      <h1 id="face-title" className="face-page__title">
        {t('searchTitle')}
      </h1>
      <p className="face-page__text">{t('searchText')}</p>
      <FaceTips />
      <Link
        to={`${PATHS.faceRecognition}/facialRecognition`}
        className="btn btn--primary btn--large btn--block"
      >
        {t('start')}
      </Link>
      <Link to={PATHS.findYourReservation} className="btn btn--text btn--block">
        {t('otherWays')}
      </Link>
    </section>
  );
}
