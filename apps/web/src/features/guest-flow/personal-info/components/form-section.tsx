import type { ReactNode } from 'react';
import { StepSection } from '../../../../components/step/step-section.tsx';

/** One group of the personal-info form: the steps' section card, its fields in the form's grid. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <StepSection id={id} title={title}>
      <div className="pi-grid">{children}</div>
    </StepSection>
  );
}
