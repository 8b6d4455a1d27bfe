import { lazy, Suspense, useState } from 'react';
import i18next from 'i18next';
import { useGuestState } from '../../lib/guest-session.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { onboardingSeen } from './onboarding-seen.ts';

const OnboardingDialog = lazy(() =>
  Promise.all([import('./onboarding-dialog.tsx'), i18next.loadNamespaces('about')]).then(([m]) => ({
    default: m.OnboardingDialog,
  })),
);

/**
 * The onboarding modal, once per guest and device, when the hotel's stepsConfig enables the
 * 'onboarding' step: shown over the guest list the first time a verified guest reaches it.
 */
export function OnboardingGate() {
  const { initial } = useTenant();
  const { clientId, qualified } = useGuestState();
  const isEnabled = Boolean(
    initial?.company.stepsConfig.some((step) => step.id === 'onboarding' && step.enabled),
  );
  const [isOpen, setIsOpen] = useState(
    () => isEnabled && qualified && clientId !== null && !onboardingSeen.has(clientId),
  );
  if (!isOpen || !clientId) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingDialog
        onOk={() => {
          onboardingSeen.mark(clientId);
          setIsOpen(false);
        }}
      />
    </Suspense>
  );
}
