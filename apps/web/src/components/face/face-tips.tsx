import { useTranslation } from 'react-i18next';

/** How to take a good face picture (the spec's poor-quality advice, before the camera opens). */
export function FaceTips() {
  const { t } = useTranslation('face', { keyPrefix: 'instructions' });
  const tips = t('tips', { returnObjects: true });
  return (
    <ol className="face-tips">
      {tips.map((tip) => (
        <li key={tip}>{tip}</li>
      ))}
    </ol>
  );
}
