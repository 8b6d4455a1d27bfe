import { useTranslation } from 'react-i18next';
import { ChecklistIllustration } from '../../components/art/checklist-illustration.tsx';
import './onboarding.css';

/** The onboarding text (spec section 2: title, registration-terms text, OK), for the modal and the page. */
type TOnboardingContentProps = {
  titleId: string;
  textId: string;
  onOk: () => void;
  /** 1 on its own page, 2 in the modal. */
  headingLevel?: 1 | 2;
};

export function OnboardingContent({ titleId, textId, onOk, headingLevel = 2 }: TOnboardingContentProps) {
  const { t } = useTranslation('about', { keyPrefix: 'onboarding' });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="onboarding">
      <ChecklistIllustration />
      <Heading id={titleId} className="dialog__title">
        {t('title')}
      </Heading>
      <p id={textId} className="onboarding__text">
        {t('text')}
      </p>
      <p className="onboarding__text">{t('more')}</p>
      <button type="button" className="btn btn--primary btn--large" onClick={onOk}>
        {t('ok')}
      </button>
    </div>
  );
}
