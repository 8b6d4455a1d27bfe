import type { ReactNode } from 'react';

export type TErrorMessagePageProps = {
  illustration: ReactNode;
  title: string;
  description: string;
  /** The page's one way on; none when there is nowhere to go (a host that is no hotel). */
  action?: { label: string; onAction: () => void };
};

export function ErrorMessagePage({ illustration, title, description, action }: TErrorMessagePageProps) {
  return (
    <section className="message-page" aria-labelledby="error-title">
      {illustration}
      <h1 id="error-title" className="message-page__title">
        {title}
      </h1>
      <p className="message-page__text">{description}</p>
      {action ? (
        <button type="button" className="btn btn--primary btn--large" onClick={action.onAction}>
          {action.label}
        </button>
      ) : null}
    </section>
  );
}
