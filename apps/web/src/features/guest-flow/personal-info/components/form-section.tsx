import type { ReactNode } from 'react';

/** One group of the form: a card with a level-2 heading the section is labelled by. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={`${id}-section`} className="pi-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pi-section__title">
        {title}
      </h2>
      <div className="pi-grid">{children}</div>
    </section>
  );
}
