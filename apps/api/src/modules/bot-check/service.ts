import type { TBotCheckChallenge } from '@hospedar/contracts/bot-check/get-challenge';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { decodeAltchaPayload, expiresAtOf } from './altcha-payload.ts';
import { createAltchaChallenge, isAltchaSolution } from './altcha-v1.ts';
import { createBotCheckRepository } from './repository.ts';

/** Long enough to fill a search form after the widget solved it; the widget fetches a new one after. */
export const BOT_CHECK_CHALLENGE_SECONDS = 5 * 60;
/** Default difficulty: on average half of it is tried, well under a second on a mid-range phone. */
export const DEFAULT_BOT_CHECK_MAX_NUMBER = 50_000;
const PRUNE_EVERY_MS = 60_000;

/** A valid solution, to be spent once: its signature is what `bot_check_solutions` remembers. */
export type SolutionToSpend = { signature: string; expiresAt: Date };

export type BotCheckFailure = 'missing' | 'malformed' | 'expired' | 'invalid' | 'reused';

const botCheckFailed = (reason: BotCheckFailure) =>
  new HttpError(400, 'BOT_CHECK_FAILED', 'The bot check failed; solve it again.', { reason });

export type BotCheckServiceDeps = {
  db: Database;
  clock: Clock;
  /** secrets.botCheckHmacKey */
  hmacKey: string;
  /** Largest number a challenge hides (difficulty); tests use a tiny one. */
  maxNumber?: number;
};

/**
 * Self-hosted ALTCHA proof of work (protocol v1, as altcha-lib/v1 and the altcha widget 2.x speak it).
 * Challenges are HMAC-signed and expire; each solution is accepted once, which PostgreSQL remembers
 * until the challenge expires, so a replay fails on every API process.
 */
export function createBotCheckService({ db, clock, hmacKey, maxNumber }: BotCheckServiceDeps) {
  const repository = createBotCheckRepository(db);
  let lastPrunedAt = 0;

  async function pruneNowAndThen(now: Date) {
    if (now.getTime() - lastPrunedAt < PRUNE_EVERY_MS) return;
    lastPrunedAt = now.getTime();
    await repository.deleteExpired(now);
  }

  /**
   * The solution `payload` carries, once it is known to solve a challenge of ours that has not
   * expired; throws 400 BOT_CHECK_FAILED otherwise. It is not spent yet: `assertSolved` spends it, or
   * the search's one statement does (search/search-statement.ts), and either refuses it as 'reused' if
   * it was spent before.
   */
  async function solutionToSpend(payload: string | null | undefined): Promise<SolutionToSpend> {
    if (!payload) throw botCheckFailed('missing');
    const solution = decodeAltchaPayload(payload);
    if (!solution) throw botCheckFailed('malformed');
    const now = clock();
    const expiresAt = expiresAtOf(solution);
    // Every challenge we sign carries an expiry, so one without it is not ours.
    if (!expiresAt) throw botCheckFailed('invalid');
    if (expiresAt.getTime() <= now.getTime()) throw botCheckFailed('expired');
    // Expiry is checked above with the injected clock.
    if (!isAltchaSolution(solution, hmacKey)) throw botCheckFailed('invalid');
    await pruneNowAndThen(now);
    return { signature: solution.signature, expiresAt };
  }

  return {
    createChallenge(): TBotCheckChallenge {
      return createAltchaChallenge({
        hmacKey,
        maxNumber: maxNumber ?? DEFAULT_BOT_CHECK_MAX_NUMBER,
        expires: new Date(clock().getTime() + BOT_CHECK_CHALLENGE_SECONDS * 1000),
      });
    },

    solutionToSpend,

    /** Throws 400 BOT_CHECK_FAILED unless `payload` solves a challenge of ours, unexpired and unused. */
    async assertSolved(payload: string | null | undefined): Promise<void> {
      const { signature, expiresAt } = await solutionToSpend(payload);
      if (!(await repository.rememberSolution(signature, expiresAt))) throw botCheckFailed('reused');
    },

    /** The answer to a solution a caller's statement found spent already. */
    reusedError: () => botCheckFailed('reused'),
  };
}
export type BotCheckService = ReturnType<typeof createBotCheckService>;
