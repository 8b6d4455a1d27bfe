import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../../components/alert-banner.tsx';
import { useGuestState } from '../../../lib/guest-session.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { PersonalInfoForm } from './components/personal-info-form.tsx';
import type { TPersonalInfoPageProps } from './personal-info-types.ts';
import './components/fields.css';
import './personal-info.css';

/** '/reservation/personal-info': the FNRH's personal data, document, contact, address and consent. */
export function PersonalInfoPage({
  guestId,
  record,
  onReload,
  onSave,
  onFinalize,
  actionType,
  renderDocumentImages,
  renderTermsLinks,
}: TPersonalInfoPageProps) {
  const { t } = useTranslation('personal-info');
  const { initial } = useTenant();
  const { clientId } = useGuestState();
  const guest = record.status === 'ready' ? record.client.guest : null;
  const isForSomeoneElse = guest !== null && clientId !== null && clientId !== guest.id;
  return (
    <div className="pi-page">
      <header className="pi-page__header">
        <h1 id="pi-title" className="pi-page__title">
          {t('title')}
        </h1>
        {isForSomeoneElse ? (
          <p className="pi-page__for">{t('editingFor', { name: `${guest.name} ${guest.lastName}` })}</p>
        ) : null}
        <p className="pi-page__intro">{t('intro')}</p>
      </header>
      {record.status === 'loading' || !initial ? (
        <p className="pi-page__loading" role="status">
          <span className="btn__spinner" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : record.status === 'error' ? (
        <div className="pi-page__failed">
          <AlertBanner severity="error">{t('loadFailed')}</AlertBanner>
          <button type="button" className="btn btn--primary" onClick={onReload}>
            {t('actions.retry')}
          </button>
        </div>
      ) : (
        <PersonalInfoForm
          key={guestId}
          client={record.client}
          company={initial.company}
          today={initial.today}
          viewerId={clientId}
          actionType={actionType}
          onSave={onSave}
          onFinalize={onFinalize}
          renderDocumentImages={renderDocumentImages}
          renderTermsLinks={renderTermsLinks}
        />
      )}
    </div>
  );
}
