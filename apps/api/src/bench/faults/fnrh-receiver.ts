import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import {
  fnrhContractRoutes,
  FNRH_CONTRACT_API_PATH,
} from '../../modules/fnrh-digital-sandbox/contract-routes.ts';

export type FnrhReceiver = {
  /** The base URL to put in the hotel's FNRH Digital settings. */
  baseUrl: string;
  /** Idempotency-Keys (export ids) registered: once each, as the contract server registers them. */
  readonly registered: ReadonlySet<string>;
  /** Registrations sent again under a key already registered (answered, not registered), by key. */
  readonly repeats: ReadonlyMap<string, number>;
  /** Registrations that came without an Idempotency-Key. */
  readonly unkeyed: number;
  close(): Promise<void>;
};

/**
 * The FNRH Digital contract server (the same routes as the API's sandbox, decision 155) on a port of the
 * script's own (an ephemeral one by default), telling apart each key's registration from its repeats.
 */
export async function startFnrhReceiver({
  port = 0,
  username,
  apiKey,
}: {
  port?: number;
  username: string;
  apiKey: string;
}): Promise<FnrhReceiver> {
  const registered = new Set<string>();
  const repeats = new Map<string, number>();
  const state = { unkeyed: 0 };
  const app = Fastify({ logger: false });
  await app.register(fnrhContractRoutes, {
    isKnownCredential: async (user, key) => user === username && key === apiKey,
    onRegistered({ idempotencyKey }) {
      if (idempotencyKey) registered.add(idempotencyKey);
      else state.unkeyed += 1;
    },
    onRepeated(idempotencyKey) {
      repeats.set(idempotencyKey, (repeats.get(idempotencyKey) ?? 0) + 1);
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  const { port: bound } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}${FNRH_CONTRACT_API_PATH}`,
    registered,
    repeats,
    get unkeyed() {
      return state.unkeyed;
    },
    close: () => app.close(),
  };
}
