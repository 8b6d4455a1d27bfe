/// <reference lib="webworker" />
import { solveChallenge } from './solve.ts';
import type { TSolveInput } from './solve.ts';

/** Solves one ALTCHA challenge off the main thread; answers { number } (null when none). */
self.onmessage = (event: MessageEvent<TSolveInput>) => {
  void solveChallenge(event.data).then((number) => self.postMessage({ number }));
};
