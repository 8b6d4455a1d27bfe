import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import { ZBotCheckChallenge } from '@hospedar/contracts/bot-check/get-challenge';
import { HOSTS } from './api-client.ts';

/** Base64 JSON, as the ALTCHA widget submits a solution. */
export const encodeBotCheckPayload = (payload: object): string =>
  Buffer.from(JSON.stringify(payload)).toString('base64');

/**
 * Asks the app for a challenge and solves it as the portal's widget would, answering the payload
 * to send as `botCheck`. Fast because test apps use a tiny maxnumber (TEST_BOT_CHECK_MAX_NUMBER).
 */
export async function solveBotCheck(app: FastifyInstance, host: string = HOSTS.solnascente): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/bot-check/challenge', headers: { host } });
  if (response.statusCode !== 200) throw new Error(`challenge answered ${response.statusCode}`);
  return solvedChallengePayload(response.json());
}

/**
 * The `botCheck` payload that solves the challenge GET /api/bot-check/challenge answered (its JSON
 * body), as the portal's widget sends it; for the tests and the load benches.
 */
export async function solvedChallengePayload(body: unknown): Promise<string> {
  const challenge = ZBotCheckChallenge.parse(body);
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('bot-check challenge has no solution');
  return encodeBotCheckPayload({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  });
}
