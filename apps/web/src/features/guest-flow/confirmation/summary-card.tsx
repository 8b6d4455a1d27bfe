import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MouseEvent } from 'react';
import type { TSummaryGroup } from './summary-types.ts';
import './confirmation.css';

export type TSummaryCardProps = {
  group: TSummaryGroup;
  /** The step's address, for the link's href (a new tab, a copied link). */
  editHref: string;
  onEdit: () => void;
};

/** One group of answers: its title, an Edit link back to its step, and the answers as a list. */
export function SummaryCard({ group, editHref, onEdit }: TSummaryCardProps) {
  const { t } = useTranslation('guest-flow', { keyPrefix: 'confirmation' });
  const titleId = `summary-${group.id}`;
  const edit = (event: MouseEvent) => {
    event.preventDefault();
    onEdit();
  };
  return (
    <section className="summary-card" aria-labelledby={titleId}>
      <div className="summary-card__header">
        <h2 id={titleId} className="summary-card__title">
          {group.title}
        </h2>
        <Link to={editHref} onClick={edit} className="summary-card__edit">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {/* One name, read once: the visible "Edit", then the group for screen readers. */}
          {t('edit')} <span className="visually-hidden">{group.title}</span>
        </Link>
      </div>
      <dl className="summary-card__list">
        {group.rows.map((row) => (
          <div key={row.id} className="summary-card__row">
            <dt>{row.label}</dt>
            <dd className={row.value ? undefined : 'summary-card__empty'}>{row.value || t('notInformed')}</dd>
          </div>
        ))}
      </dl>
      {group.images && group.images.length > 0 ? (
        <ul className="summary-card__photos" aria-label={t('photos')}>
          {group.images.map((image) => (
            <li key={image.id}>
              <img src={image.src} alt={image.alt} className="summary-card__photo" loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
