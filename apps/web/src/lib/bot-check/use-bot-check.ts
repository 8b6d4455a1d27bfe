import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { LIMITS } from '@hospedar/contracts/constants';
import { createBotCheck, fetchChallenge, solveInWorker } from './bot-check.ts';
import type { TBotCheck, TBotCheckDeps } from './bot-check.ts';

/**
 * The bot check of a form: started when the form shows, polled every LIMITS.botCheckPollMs (a failed
 * or expired challenge starts again), and `isResolved` once a solution exists.
 */
export function useBotCheck(deps: TBotCheckDeps = { fetchChallenge, solve: solveInWorker }) {
  const [botCheck] = useState<TBotCheck>(() => createBotCheck(deps));
  const state = useSyncExternalStore(botCheck.subscribe, botCheck.getState);
  const [isResolved, setIsResolved] = useState(false);

  useEffect(() => {
    botCheck.ensure();
    const poll = window.setInterval(() => {
      botCheck.ensure();
      setIsResolved(botCheck.getState().solution !== null);
    }, LIMITS.botCheckPollMs);
    return () => {
      window.clearInterval(poll);
      botCheck.stop();
    };
  }, [botCheck]);

  const hasSolution = isResolved || state.solution !== null;
  return useMemo(
    () => ({
      status: state.status,
      isResolved: hasSolution,
      take: botCheck.take,
      restart: () => void botCheck.start(),
    }),
    [botCheck, state.status, hasSolution],
  );
}
