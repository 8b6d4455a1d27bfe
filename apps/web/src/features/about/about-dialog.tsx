import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import type { TAboutTopic } from './about-topic.ts';
import './about.css';

/** The about-modal (spec section 2): what this screen is for, by topic. */
export function AboutDialog({ topic, onClose }: { topic: TAboutTopic; onClose: () => void }) {
  const { t } = useTranslation('about');
  const id = useId();
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={onClose} width={463}>
      <div className="about-dialog">
        <h2 id={`${id}-title`} className="dialog__title">
          {t(`topics.${topic}.title`)}
        </h2>
        <p id={`${id}-text`} className="about-dialog__text">
          {t(`topics.${topic}.text`)}
        </p>
        <p className="about-dialog__text">{t(`topics.${topic}.more`)}</p>
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}
