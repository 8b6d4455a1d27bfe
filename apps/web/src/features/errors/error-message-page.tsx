import type { ReactNode } from 'react';

export type TErrorMessagePageProps = {
  illustration: ReactNode;
  title: string;
  description: string;
  actionLabel: string;
  onAction: () => void;
};

export function ErrorMessagePage({
  illustration,
  title,
  description,
  actionLabel,
  onAction,
}: TErrorMessagePageProps) {
  return (
    <section className="message-page" aria-labelledby="error-title">
      {illustration}
      <h1 id="error-title" className="message-page__title">
        {title}
      </h1>
      <p className="message-page__text">{description}</p>
      <button type="button" className="btn btn--primary btn--large" onClick={onAction}>
        {actionLabel}
      </button>
    </section>
  );
}
