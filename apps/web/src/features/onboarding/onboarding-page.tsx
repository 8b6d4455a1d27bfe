import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { OnboardingContent } from './onboarding-content.tsx';

/** '/welcome/onboarding' (plain layout): the onboarding as a page; OK goes on to the guest list. */
export function OnboardingPage() {
  const navigate = useNavigate();
  return (
    <section className="onboarding-page" aria-labelledby="onboarding-title">
      <OnboardingContent
        titleId="onboarding-title"
        textId="onboarding-text"
        onOk={() => navigate(PATHS.home)}
        headingLevel={1}
      />
    </section>
  );
}
