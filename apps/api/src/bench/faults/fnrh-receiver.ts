import Fastify from 'fastify';
import {
  fnrhContractRoutes,
  FNRH_CONTRACT_API_PATH,
} from '../../modules/fnrh-digital-sandbox/contract-routes.ts';

export type FnrhReceiver = {
  /** The base URL to put in the hotel's FNRH Digital settings. */
  baseUrl: string;
  /** Registrations accepted, by Idempotency-Key (the export id); a repeated one counts twice. */
  readonly registrations: ReadonlyMap<string, number>;
  /** Registrations that came without an Idempotency-Key. */
  readonly unkeyed: number;
  close(): Promise<void>;
};

/**
 * The FNRH Digital contract server (the same routes as the API's sandbox, decision 155) on a port of the
 * script's own, counting each registration it accepts by the driver's Idempotency-Key.
 */
export async function startFnrhReceiver({
  port,
  username,
  apiKey,
}: {
  port: number;
  username: string;
  apiKey: string;
}): Promise<FnrhReceiver> {
  const registrations = new Map<string, number>();
  const state = { unkeyed: 0 };
  const app = Fastify({ logger: false });
  await app.register(fnrhContractRoutes, {
    isKnownCredential: async (user, key) => user === username && key === apiKey,
    onRegistered({ idempotencyKey }) {
      if (!idempotencyKey) state.unkeyed += 1;
      else registrations.set(idempotencyKey, (registrations.get(idempotencyKey) ?? 0) + 1);
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: `http://127.0.0.1:${port}${FNRH_CONTRACT_API_PATH}`,
    registrations,
    get unkeyed() {
      return state.unkeyed;
    },
    close: () => app.close(),
  };
}
