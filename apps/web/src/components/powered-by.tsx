import { useTranslation } from 'react-i18next';

export function PoweredBy({ tone = 'default' }: { tone?: 'default' | 'light' }) {
  const { t } = useTranslation('shell');
  const logo = tone === 'light' ? '/brand/hospedar/logo-white.svg' : '/brand/hospedar/logo.svg';
  return (
    <p className={`powered-by powered-by--${tone}`}>
      <span>{t('poweredBy')}</span>
      <img src={logo} alt="Hospedar" width="84" height="20" />
    </p>
  );
}
