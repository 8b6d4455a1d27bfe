import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { ApiKeyRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { generateApiKey, hashApiKey, isApiKeyShaped } from './api-key-secret.ts';
import { createApiKeysRepository } from './api-keys-repository.ts';

/** A key as a list shows it: never its secret or hash. */
export type ApiKeySummary = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  rotatedFromId: string | null;
};

/** A key just made: `secret` is shown this once and never stored (decision 130). */
export type IssuedApiKey = ApiKeySummary & { secret: string };

/** Who calls the integration API: the key's hotel and the key. */
export type IntegrationAccess = { companyId: string; apiKeyId: string };

/** A use is recorded at most once a minute per key (decision 130). */
export const LAST_USED_INTERVAL_MS = 60_000;

const NAME_MAX_LENGTH = 80;

const summary = (row: ApiKeyRow): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  revokedAt: row.revokedAt,
  rotatedFromId: row.rotatedFromId,
});

const keyNotFound = () =>
  new HttpError(404, 'NOT_FOUND', 'No active API key of this hotel with this name or id.');

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > NAME_MAX_LENGTH || /\p{Cc}/u.test(trimmed)) {
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      `A key's name is 1-${NAME_MAX_LENGTH} characters of text.`,
      {
        fields: [{ field: 'name', message: 'validation.maxLength' }],
      },
    );
  }
  return trimmed;
}

/**
 * The hotels' integration API keys: made, listed, rotated and revoked by the hotel's operators (the CLI
 * `npm run hotel -- api-key ...`), and checked on every integration call (plugins/integration-access.ts).
 */
export function createApiKeysService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createApiKeysRepository(db);
  /** When this process last recorded each key's use, so most calls skip the write entirely. */
  const lastTouched = new Map<string, number>();

  async function activeKey(companyId: string, nameOrId: string, tx: Database) {
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(nameOrId);
    const row = isUuid
      ? await repository.findById(companyId, nameOrId, tx)
      : await repository.findActiveByName(companyId, nameOrId, tx);
    if (!row || row.revokedAt) throw keyNotFound();
    return row;
  }

  return {
    /** A new key named `name` (unique among the hotel's active keys: 409 otherwise). */
    async create(companyId: string, name: string): Promise<IssuedApiKey> {
      const keyName = checkedName(name);
      return db.transaction(async (tx) => {
        if (await repository.findActiveByName(companyId, keyName, tx)) {
          throw new HttpError(
            400,
            'VALIDATION_FAILED',
            `The hotel already has an active key named '${keyName}'.`,
            {
              fields: [{ field: 'name', message: 'validation.nameInUse' }],
            },
          );
        }
        const { secret, secretHash, prefix } = generateApiKey();
        const row = await repository.insert(
          { companyId, name: keyName, secretHash, prefix, createdAt: clock(), rotatedFromId: null },
          tx,
        );
        return { ...summary(row), secret };
      });
    },

    /** Every key of the hotel, revoked ones too, oldest first. */
    async list(companyId: string): Promise<ApiKeySummary[]> {
      return (await repository.list(companyId)).map(summary);
    },

    /** A new secret under the same name; the old key is revoked at once (its secret answers 401). */
    async rotate(companyId: string, nameOrId: string): Promise<IssuedApiKey> {
      return db.transaction(async (tx) => {
        const old = await activeKey(companyId, nameOrId, tx);
        const now = clock();
        await repository.revoke(old.id, now, tx);
        const { secret, secretHash, prefix } = generateApiKey();
        const row = await repository.insert(
          { companyId, name: old.name, secretHash, prefix, createdAt: now, rotatedFromId: old.id },
          tx,
        );
        return { ...summary(row), secret };
      });
    },

    /** Revokes the key (by name or id): its secret answers 401 from now on. */
    async revoke(companyId: string, nameOrId: string): Promise<ApiKeySummary> {
      return db.transaction(async (tx) => {
        const row = await activeKey(companyId, nameOrId, tx);
        const now = clock();
        await repository.revoke(row.id, now, tx);
        return summary({ ...row, revokedAt: now });
      });
    },

    /** The caller of a secret, or null when it is no active key's (unknown, revoked, rotated away). */
    async authenticate(secret: string): Promise<IntegrationAccess | null> {
      if (!isApiKeyShaped(secret)) return null;
      const row = await repository.findActiveByHash(hashApiKey(secret));
      if (!row) return null;
      const now = clock();
      const touched = lastTouched.get(row.id) ?? row.lastUsedAt?.getTime() ?? 0;
      if (now.getTime() - touched >= LAST_USED_INTERVAL_MS) {
        lastTouched.set(row.id, now.getTime());
        await repository.touch(row.id, now, LAST_USED_INTERVAL_MS);
      }
      return { companyId: row.companyId, apiKeyId: row.id };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
