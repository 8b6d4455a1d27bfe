import { useId } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { OnboardingContent } from './onboarding-content.tsx';

/** Spec section 2: 400 px wide on small screens, 700 px otherwise. */
const SMALL_SCREEN = '(max-width: 599.95px)';

export function OnboardingDialog({ onOk }: { onOk: () => void }) {
  const id = useId();
  const isSmall = typeof window.matchMedia === 'function' && window.matchMedia(SMALL_SCREEN).matches;
  const width = isSmall ? 400 : 700;
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={onOk} width={width}>
      <OnboardingContent titleId={`${id}-title`} textId={`${id}-text`} onOk={onOk} />
    </Dialog>
  );
}
