import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBiometricsStatus } from '@hospedar/contracts/biometrics/consent';
import { AlertBanner } from '../../components/alert-banner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/dates.ts';
import { clientQueryOptions } from '../../lib/guest-record/client-query.ts';
import { useGuestState } from '../../lib/guest-session.ts';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { PATHS } from '../../lib/paths.ts';
import { getBiometricsStatus, giveBiometricConsent, registerFace, withdrawBiometrics } from './face-api.ts';
import { FaceCapture } from '../../components/face/face-capture.tsx';
import { FaceTips } from '../../components/face/face-tips.tsx';
import '../../components/face/face.css';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { MuiThemeScope } from '../../lib/tenant/theme/mui-theme-scope.tsx';
import { FaceConsentDialog } from './face-consent-dialog.tsx';

const statusKey = (guestId: string) => ['clients', guestId, 'biometrics'] as const;
const CAPTURE_PATH = `${PATHS.takePicture}/takePicture`;

function NotSignedIn() {
  const { t } = useTranslation('face');
  return (
    <section className="face-page">
      <AlertBanner severity="info">{t('notSignedIn')}</AlertBanner>
      <Link to={PATHS.findYourReservation} className="btn btn--primary btn--large btn--block">
        {t('instructions.otherWays')}
      </Link>
    </section>
  );
}

/** The status line's key and date: the face's date, else the consent's, else none. */
function statusLine(status: TBiometricsStatus): { key: 'registered' | 'consentOnly' | 'none'; date: string } {
  if (status.faceCount > 0)
    return { key: 'registered', date: formatDate(status.faceRegisteredAt?.slice(0, 10)) };
  if (status.consent) return { key: 'consentOnly', date: formatDate(status.consent.acceptedAt.slice(0, 10)) };
  return { key: 'none', date: '' };
}

/**
 * '/welcome/take-picture-instructions/takePicture' (decision 127): the guest's biometric status, the
 * save-biometrics modal before any capture (a no stores nothing), and the withdrawal with confirmation.
 */
export function FaceRegisterInstructions() {
  const { t } = useTranslation('face');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clientId } = useGuestState();
  const [dialog, setDialog] = useState<'consent' | 'withdraw' | null>(null);
  const [notice, setNotice] = useState<'noStored' | 'withdrawn' | null>(null);
  const status = useQuery({
    queryKey: statusKey(clientId ?? ''),
    queryFn: ({ signal }) => getBiometricsStatus(clientId ?? '', signal),
    enabled: Boolean(clientId),
  });
  const consent = useMutation({
    mutationFn: () => giveBiometricConsent(clientId ?? '', currentLanguage()),
    onSuccess: (next) => {
      queryClient.setQueryData(statusKey(clientId ?? ''), next);
      navigate(CAPTURE_PATH);
    },
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawBiometrics(clientId ?? ''),
    onSuccess: () => {
      setDialog(null);
      setNotice('withdrawn');
      void queryClient.invalidateQueries({ queryKey: statusKey(clientId ?? '') });
    },
  });
  if (!clientId) return <NotSignedIn />;
  const current = status.data;
  const error = status.error ?? consent.error ?? withdraw.error;
  const line = current ? statusLine(current) : null;

  function register() {
    setNotice(null);
    if (current?.consentIsCurrent) navigate(CAPTURE_PATH);
    else setDialog('consent');
  }

  return (
    <section className="face-page" aria-labelledby="face-title">
      <h1 id="face-title" className="face-page__title">
        {t('status.title')}
      </h1>
      <p className="face-page__text">{t('status.text')}</p>
      <div aria-live="polite" className="face-page__status">
        {line ? <p data-testid="face-status">{t(`status.${line.key}`, { date: line.date })}</p> : null}
        {notice === 'noStored' ? <AlertBanner severity="info">{t('consent.noStored')}</AlertBanner> : null}
        {notice === 'withdrawn' ? <AlertBanner severity="success">{t('withdraw.done')}</AlertBanner> : null}
        {error ? (
          <AlertBanner severity="error">
            {errorText(error instanceof ApiError ? error.code : 'UNKNOWN_ERROR')}
          </AlertBanner>
        ) : null}
      </div>
      <FaceTips />
      <button
        type="button"
        className="btn btn--primary btn--large btn--block"
        aria-disabled={!current}
        onClick={current ? register : undefined}
      >
        {current && current.faceCount > 0 ? t('status.replace') : t('status.register')}
      </button>
      {current && (current.consent || current.faceCount > 0) ? (
        <button
          type="button"
          className="btn btn--outline btn--large btn--block"
          onClick={() => setDialog('withdraw')}
        >
          {t('status.withdraw')}
        </button>
      ) : null}
      <Link to={PATHS.home} className="btn btn--text btn--block">
        {t('status.backHome')}
      </Link>
      {dialog === 'consent' ? (
        <FaceConsentDialog
          isBusy={consent.isPending}
          onYes={() => consent.mutate()}
          onNo={() => {
            setDialog(null);
            setNotice('noStored');
          }}
        />
      ) : null}
      {dialog === 'withdraw' ? (
        <MuiThemeScope>
          <ConfirmDialog
            title={t('withdraw.title')}
            text={t('withdraw.text')}
            confirmLabel={t('withdraw.confirm')}
            cancelLabel={t('withdraw.cancel')}
            isBusy={withdraw.isPending}
            isDanger
            onConfirm={() => withdraw.mutate()}
            onClose={() => setDialog(null)}
          />
        </MuiThemeScope>
      ) : null}
    </section>
  );
}

/** '/welcome/take-picture/takePicture': the registration picture, uploaded then indexed. */
export function FaceRegisterPage() {
  const { t } = useTranslation('face');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clientId } = useGuestState();
  const client = useQuery({ ...clientQueryOptions(clientId ?? ''), enabled: Boolean(clientId) });
  const register = useMutation({
    mutationFn: ({ guestId, personId, image }: { guestId: string; personId: string; image: Blob }) =>
      registerFace(guestId, personId, image),
    onSuccess: (_saved, { guestId }) => queryClient.invalidateQueries({ queryKey: statusKey(guestId) }),
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === 'BIOMETRIC_CONSENT_REQUIRED')
        navigate(`${PATHS.takePictureInstructions}/takePicture`);
    },
  });
  if (!clientId) return <NotSignedIn />;

  async function onImage(image: Blob) {
    const personId = client.data?.guest.personId;
    if (!clientId || !personId) return;
    // The mutation keeps the failure for the capture to show; the camera stays on for another try.
    await register.mutateAsync({ guestId: clientId, personId, image }).catch(() => undefined);
  }

  if (register.isSuccess) {
    return (
      <section className="face-page" aria-labelledby="face-title">
        <h1 id="face-title" className="face-page__title">
          {t('registered.title')}
        </h1>
        <p className="face-page__text">{t('registered.text')}</p>
        <Link to={PATHS.home} className="btn btn--primary btn--large btn--block">
          {t('status.backHome')}
        </Link>
      </section>
    );
  }
  return (
    <section className="face-page" aria-labelledby="face-title">
      <h1 id="face-title" className="face-page__title">
        {t('capture.title')}
      </h1>
      <FaceCapture
        onImage={onImage}
        busyLabel={t('capture.sending')}
        error={register.error}
        fallback={
          <Link to={`${PATHS.takePictureInstructions}/takePicture`} className="btn btn--text btn--block">
            {t('capture.back')}
          </Link>
        }
      />
    </section>
  );
}
