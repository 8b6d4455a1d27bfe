import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { AppShellLoader } from '../../components/app-shell-loader.tsx';
import { runPinLinkGuard } from '../guards/pin-link.ts';
import { pinLinkDeps } from '../guards/pin-link-deps.ts';

/**
 * '/welcome/validate/pin/:hash' opened from inside the portal (as first navigation the root loader's
 * guard 2 handles it before anything shows): the same guard, then on to where it answers. The query
 * cache runs it once per hash (links are single-use), even when StrictMode mounts the screen twice.
 */
export function PinLinkRoute() {
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const { data: to } = useQuery({
    queryKey: ['pin-link', hash] as const,
    queryFn: () => runPinLinkGuard(hash, pinLinkDeps),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [to, navigate]);
  return <AppShellLoader />;
}
