import { useId } from 'react';
import type { ReactNode } from 'react';
import './step.css';

export type TStepPageProps = { title: string; subtitle?: string; children: ReactNode };

/** The frame of a guest-flow step: its heading (focused after a route change), a line of help, the body. */
export function StepPage({ title, subtitle, children }: TStepPageProps) {
  const id = useId();
  return (
    <section className="step-page" aria-labelledby={`${id}-title`}>
      <header className="step-page__header">
        <h1 id={`${id}-title`} className="step-page__title">
          {title}
        </h1>
        {subtitle ? <p className="step-page__subtitle">{subtitle}</p> : null}
      </header>
      {children}
    </section>
  );
}
