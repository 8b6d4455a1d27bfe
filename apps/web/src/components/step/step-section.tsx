import type { ReactNode } from 'react';
import './step.css';

export type TStepSectionProps = { id: string; title: string; children: ReactNode };

/**
 * One group of a step's fields (personal data, the trip, the hotel's questions, the room): a card with a
 * level-2 heading the section is labelled by; `#<id>-section` is where an Edit link of the confirmation
 * lands.
 */
export function StepSection({ id, title, children }: TStepSectionProps) {
  return (
    <section id={`${id}-section`} className="step-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="step-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
