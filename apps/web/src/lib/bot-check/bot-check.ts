import type { TBotCheckChallenge } from '@hospedar/contracts/bot-check/get-challenge';
import { apiRequest } from '../api-client.ts';
import { challengeExpiresAt, encodeAltchaPayload } from './altcha-payload.ts';
import { solveChallenge } from './solve.ts';
import type { TSolveInput } from './solve.ts';

export type TBotCheckStatus = 'idle' | 'verifying' | 'verified' | 'error';
export type TBotCheckState = { status: TBotCheckStatus; solution: string | null; expiresAt: number | null };

export type TBotCheckDeps = {
  fetchChallenge: () => Promise<TBotCheckChallenge>;
  solve: (input: TSolveInput) => Promise<number | null>;
  now?: () => number;
};

const DEFAULT_MAX_NUMBER = 1_000_000;

/** GET /api/bot-check/challenge */
export function fetchChallenge(): Promise<TBotCheckChallenge> {
  return apiRequest<TBotCheckChallenge>('/api/bot-check/challenge');
}

/** Solves in a Web Worker when the browser has them (never blocks typing), else on the main thread. */
export function solveInWorker(input: TSolveInput): Promise<number | null> {
  if (typeof Worker === 'undefined') return solveChallenge(input);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ number: number | null }>) => {
      worker.terminate();
      resolve(event.data.number);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(null);
    };
    worker.postMessage(input);
  });
}

/**
 * One bot check: fetches an ALTCHA challenge, solves it and holds the payload until a call takes it.
 * Solutions are single-use, so `take()` hands the payload over and starts solving a fresh one.
 */
export function createBotCheck(deps: TBotCheckDeps) {
  const now = deps.now ?? Date.now;
  let state: TBotCheckState = { status: 'idle', solution: null, expiresAt: null };
  let run = 0;
  const listeners = new Set<() => void>();
  const set = (next: TBotCheckState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  async function start(): Promise<void> {
    const current = ++run;
    set({ status: 'verifying', solution: null, expiresAt: null });
    try {
      const challenge = await deps.fetchChallenge();
      const started = now();
      const number = await deps.solve({
        challenge: challenge.challenge,
        salt: challenge.salt,
        max: challenge.maxnumber ?? DEFAULT_MAX_NUMBER,
      });
      if (current !== run) return;
      if (number === null) {
        set({ status: 'error', solution: null, expiresAt: null });
        return;
      }
      const solution = encodeAltchaPayload({ ...challenge, number, took: now() - started });
      set({ status: 'verified', solution, expiresAt: challengeExpiresAt(challenge.salt) });
    } catch {
      if (current === run) set({ status: 'error', solution: null, expiresAt: null });
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start,
    /** Starts again when nothing is under way: first use, a failed try, or an expired solution. */
    ensure(): void {
      const isExpired = state.expiresAt !== null && state.expiresAt - 5_000 <= now();
      if (state.status === 'idle' || state.status === 'error' || (state.status === 'verified' && isExpired)) {
        void start();
      }
    },
    /** The solution for one call (null when not solved yet); a fresh one starts in the background. */
    take(): string | null {
      const { solution } = state;
      if (!solution) return null;
      void start();
      return solution;
    },
    /** Stops caring about the run under way (the screen closed). */
    stop(): void {
      run += 1;
      set({ status: 'idle', solution: null, expiresAt: null });
    },
  };
}

export type TBotCheck = ReturnType<typeof createBotCheck>;
