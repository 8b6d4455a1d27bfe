import { HttpError } from '../http-error.ts';
import { createApiKeysService, type ApiKeySummary } from '../modules/integration/api-keys-service.ts';
import type { CliContext } from './cli-context.ts';
import { CliInputError } from './cli-input-error.ts';
import { findHotel } from './find-hotel.ts';

export const API_KEY_ACTIONS = ['create', 'list', 'rotate', 'revoke'] as const;
export type ApiKeyAction = (typeof API_KEY_ACTIONS)[number];

const day = (date: Date | null) => (date ? date.toISOString().replace(/\.\d+Z$/, 'Z') : '-');

/** The service's refusals (a name in use, no such key) are the operator's input errors. */
async function asInputError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      throw new CliInputError(error.message, [{ where: 'name', message: error.message }]);
    }
    throw error;
  }
}

/**
 * `npm run hotel -- api-key <create|list|rotate|revoke> <hotel> [name]` (decision 177), through the
 * integration API's key service: a new secret is printed once, on stdout, and never again.
 */
export async function apiKeyCommand(
  { db, clock, output }: CliContext,
  action: ApiKeyAction,
  hotel: string,
  name: string | undefined,
): Promise<ApiKeySummary[]> {
  const company = await findHotel(db, hotel);
  const service = createApiKeysService({ db, clock });
  if (action === 'list') {
    const keys = await service.list(company.id);
    if (keys.length === 0) output.info(`${company.subdomain} has no API keys.`);
    for (const key of keys) {
      const state = key.revokedAt ? `revoked ${day(key.revokedAt)}` : 'active';
      output.info(
        `${key.name}\t${key.prefix}…\t${state}\tcreated ${day(key.createdAt)}\tlast used ${day(key.lastUsedAt)}\t${key.id}`,
      );
    }
    return keys;
  }
  if (name === undefined) {
    throw new CliInputError(`api-key ${action} needs the key's name.`, [
      { where: 'name', message: 'missing' },
    ]);
  }
  if (action === 'revoke') {
    const revoked = await asInputError(() => service.revoke(company.id, name));
    output.info(`Revoked the key '${revoked.name}' of ${company.subdomain}: it answers 401 from now on.`);
    return [revoked];
  }
  const issued = await asInputError(() =>
    action === 'create' ? service.create(company.id, name) : service.rotate(company.id, name),
  );
  output.info(
    `${action === 'create' ? 'Created' : 'Rotated'} the key '${issued.name}' of ${company.subdomain}${action === 'rotate' ? ' (the old secret is revoked)' : ''}.`,
  );
  output.info('Its secret, shown this once (store it now):');
  output.info(issued.secret);
  return [issued];
}
