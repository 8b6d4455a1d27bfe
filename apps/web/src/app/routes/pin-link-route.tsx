import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AppShellLoader } from '../../components/app-shell-loader.tsx';
import { runPinLinkGuard } from '../guards/pin-link.ts';
import { pinLinkDeps } from '../guards/pin-link-deps.ts';

/** One call per hash, even when a development StrictMode runs the effect twice (links are single-use). */
const runs = new Map<string, Promise<string>>();

/**
 * '/welcome/validate/pin/:hash' opened from inside the portal (as first navigation the root loader's
 * guard 2 handles it before anything shows): the same guard, then on to where it answers.
 */
export function PinLinkRoute() {
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    let isCurrent = true;
    let run = runs.get(hash);
    if (!run) {
      run = runPinLinkGuard(hash, pinLinkDeps);
      runs.set(hash, run);
    }
    void run.then((to) => {
      if (isCurrent) navigate(to, { replace: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [hash, navigate]);
  return <AppShellLoader />;
}
