import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { hashApiKey } from './api-key-secret.ts';
import { createApiKeysService } from './api-keys-service.ts';
import { MAR, SOL } from './integration-test-helpers.ts';

describe('apiKeysService', () => {
  let testApp: TestApp;
  const now = new Date('2026-03-10T15:00:00Z');
  const service = () => createApiKeysService({ db: testApp.db, clock: () => now });
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
  });
  afterAll(() => testApp.close());

  it('shows the secret once and keeps only its SHA-256 and a recognisable prefix', async () => {
    const issued = await service().create(SOL, '  Front office PMS ');
    expect(issued.secret).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);
    expect(issued).toMatchObject({ name: 'Front office PMS', prefix: issued.secret.slice(0, 11) });
    const [row] = await testApp.db.select().from(apiKeys).where(eq(apiKeys.id, issued.id));
    expect(row?.secretHash).toBe(hashApiKey(issued.secret));
    expect(JSON.stringify(row)).not.toContain(issued.secret);
    const listed = await service().list(SOL);
    expect(listed.find((key) => key.id === issued.id)).not.toHaveProperty('secret');
    expect(JSON.stringify(listed)).not.toContain(row?.secretHash);
  });

  it('lets a hotel have several named keys, one active per name, and the same name at another hotel', async () => {
    await service().create(SOL, 'channel');
    await service().create(SOL, 'website');
    await expect(service().create(SOL, 'channel')).rejects.toMatchObject({ statusCode: 400 });
    await expect(service().create(MAR, 'channel')).resolves.toMatchObject({ name: 'channel' });
    await expect(service().create(SOL, '')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('rotates and revokes by name or id, only within the hotel', async () => {
    const issued = await service().create(SOL, 'rotating');
    await expect(service().rotate(MAR, issued.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(service().revoke(MAR, 'rotating')).rejects.toMatchObject({ statusCode: 404 });
    const rotated = await service().rotate(SOL, 'rotating');
    expect(rotated.secret).not.toBe(issued.secret);
    expect(await service().authenticate(issued.secret)).toBeNull();
    expect(await service().authenticate(rotated.secret)).toEqual({ companyId: SOL, apiKeyId: rotated.id });
    const revoked = await service().revoke(SOL, 'rotating');
    expect(revoked.revokedAt).toEqual(now);
    expect(await service().authenticate(rotated.secret)).toBeNull();
    await expect(service().revoke(SOL, rotated.id)).rejects.toMatchObject({ statusCode: 404 });
    // The name is free again once its key is revoked.
    await expect(service().create(SOL, 'rotating')).resolves.toMatchObject({ name: 'rotating' });
  });
});
