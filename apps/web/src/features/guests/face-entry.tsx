import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { PATHS } from '../../lib/paths.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';

/**
 * Under the list, for the verified adult of a hotel that searches by face (decision 127): the way to
 * register the face, see its status and withdraw it (the screen and its code load only when opened).
 */
export function FaceEntry({ guest }: { guest: TGuest }) {
  const { t } = useTranslation('guests', { keyPrefix: 'face' });
  const isOffered = useTenant().initial?.company.searchFlags.enableSearchByFacialRecognition ?? false;
  if (!isOffered || guest.isChild) return null;
  return (
    <section className="guest-preferences" aria-labelledby="guest-face-title">
      <div>
        <h2 id="guest-face-title" className="guest-preferences__title">
          {t('title')}
        </h2>
        <p className="guest-preferences__text">{t('text')}</p>
      </div>
      <Link to={`${PATHS.takePictureInstructions}/takePicture`} className="btn btn--outline">
        {t('open')}
      </Link>
    </section>
  );
}
