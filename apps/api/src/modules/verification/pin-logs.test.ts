import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGuestId } from '../../db/seed/demo-ids.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import {
  askPin,
  latestLocalMessage,
  openPinLink,
  pinFromText,
  verifyPin,
  wrongCode,
} from '../../test/verification-client.ts';

const ana = demoGuestId('solnascente', '1001:ana');

describe('logs of the PIN journey', () => {
  let testApp: TestApp;
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  beforeAll(async () => {
    testApp = await buildTestApp({ logger: { level: 'trace', pretty: false, stream } });
  });
  afterAll(() => testApp.close());

  it('never hold a PIN, a link token, a guest token or a full contact', async () => {
    const worker = localOutboxWorker(testApp.db, () => new Date(), {
      logger: pino({ level: 'trace' }, stream),
    });
    expect((await askPin(testApp.app, ana, 'email')).status).toBe(202);
    await worker.drainOnce();
    const { code, linkToken } = pinFromText(
      (await latestLocalMessage(testApp.db, 'ana.souza@example.com')).text,
    );
    await verifyPin(testApp.app, ana, 'email', wrongCode(code));
    const verified = await verifyPin(testApp.app, ana, 'email', code);
    expect(verified.status).toBe(200);
    await openPinLink(testApp.app, { hash: linkToken });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(8);
    expect(log).toContain('outbox message sent');
    for (const secret of [linkToken, verified.body.token, 'ana.souza@example.com', '991234567']) {
      expect(log).not.toContain(secret);
    }
    // As numbers of their own: a timestamp may hold the same five digits inside it.
    for (const pin of [code, wrongCode(code)]) {
      expect(log).not.toMatch(new RegExp(`(?<![\\d.])${pin}(?!\\d)`));
    }
  });
});
