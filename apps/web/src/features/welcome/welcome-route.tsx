import { Navigate } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { WelcomePage } from './welcome-page.tsx';

/** '/welcome' shows the welcome page only when the hotel enables it; otherwise the menu. */
export function WelcomeRoute() {
  const { initial } = useTenant();
  if (initial && !initial.company.welcomeRules.enabled) return <Navigate to={PATHS.welcomeMenu} replace />;
  return <WelcomePage />;
}
