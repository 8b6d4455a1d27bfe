import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrlProblem, isNonPublicAddress } from './network-policy.ts';
import { postJson } from './post-json.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-test-receiver.ts';

const PRODUCTION = { isProduction: true };
const DEVELOPMENT = { isProduction: false };

describe('where webhooks may go (decision 143)', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  it('tells non-public addresses from public ones, IPv4-mapped IPv6 included', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '200.160.2.3', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts https anywhere and http only to localhost outside production', async () => {
    expect(await endpointUrlProblem('https://pms.example.com/hooks', DEVELOPMENT)).toBeNull();
    expect(await endpointUrlProblem('http://localhost:8080/hooks', DEVELOPMENT)).toBeNull();
    expect(await endpointUrlProblem('http://127.0.0.1:8080/hooks', DEVELOPMENT)).toBeNull();
    expect(await endpointUrlProblem('http://pms.example.com/hooks', DEVELOPMENT)).toBe(
      'Must be an https URL',
    );
    expect(await endpointUrlProblem('ftp://localhost/hooks', DEVELOPMENT)).toBe('Must be an https URL');
    expect(await endpointUrlProblem('https://user:pw@pms.example.com/', DEVELOPMENT)).toBe(
      'Must not carry a user or password',
    );
  });

  it('refuses in production plain http and every private-network target, by address or by name', async () => {
    expect(await endpointUrlProblem('http://localhost:8080/hooks', PRODUCTION)).toBe('Must be an https URL');
    for (const url of [
      'https://10.0.0.5/hooks',
      'https://[::1]/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/hooks',
    ]) {
      expect(await endpointUrlProblem(url, PRODUCTION), url).toBe(
        'Must be on the public internet, not a private network',
      );
    }
    expect(await endpointUrlProblem('https://93.184.215.14/hooks', PRODUCTION)).toBeNull();
  });

  it('never connects to a private address in production, even when the endpoint was saved before', async () => {
    const send = (url: string, policy: { isProduction: boolean }) =>
      postJson(url, { body: '{}', headers: { 'content-type': 'application/json' }, timeoutMs: 2000, policy });
    const port = new URL(receiver.url('/')).port;
    expect(await send(`http://localhost:${port}/dev`, DEVELOPMENT)).toEqual({ statusCode: 204 });
    expect(await send(`http://localhost:${port}/prod`, PRODUCTION)).toEqual({
      error: 'localhost resolves to a non-public address',
    });
    expect(await send(`http://127.0.0.1:${port}/prod`, PRODUCTION)).toEqual({
      error: 'refused: a non-public address',
    });
    expect(receiver.received('/prod')).toEqual([]);
    expect(receiver.received('/dev')).toHaveLength(1);
  });
});
