import { sql } from 'drizzle-orm';
import type { THealthResponse } from '@hospedar/contracts/health';
import type { Database } from '../../db/client.ts';
import { API_VERSION } from '../../version.ts';

const DATABASE_CHECK_TIMEOUT_MS = 2000;

export function createHealthService({ db }: { db: Database }) {
  async function isDatabaseUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
    });
    const check = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([check, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async check(): Promise<THealthResponse> {
      const up = await isDatabaseUp();
      return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', version: API_VERSION };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
