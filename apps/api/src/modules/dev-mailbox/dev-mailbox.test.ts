import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGuestId } from '../../db/seed/demo-ids.ts';
import { getJson } from '../../test/api-client.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { askPin, pinFromText } from '../../test/verification-client.ts';

const ana = demoGuestId('solnascente', '1001:ana');

describe('the dev mailbox', () => {
  let enabled: TestApp;
  let disabled: TestApp;
  // A built portal, whose history-mode fallback must not answer the mailbox's paths.
  const distDir = mkdtempSync(path.join(tmpdir(), 'hospedar-dist-'));
  beforeAll(async () => {
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>portal</title>');
    enabled = await buildTestApp({ devMailbox: { isEnabled: true, isSmtpOn: false }, webDistDir: distDir });
    disabled = await buildTestApp({ devMailbox: { isEnabled: false, isSmtpOn: false }, webDistDir: distDir });
  });
  afterAll(async () => {
    await enabled.close();
    await disabled.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers 404 on every page when off, never the portal', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json?to=a@b.co', `/dev/mailbox/${ana}/html`]) {
      const { status, body } = await getJson(disabled.app, url);
      expect(status, url).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
    }
    expect((await getJson(disabled.app, '/welcome')).body).toContain('portal');
  });

  it('lists what the local drivers kept, newest first, with a strict CSP', async () => {
    expect((await askPin(enabled.app, ana, 'email')).status).toBe(202);
    await localOutboxWorker(enabled.db, () => new Date()).drainOnce();

    const json = await getJson(enabled.app, '/dev/mailbox.json?to=ANA.SOUZA@example.com');
    expect(json.status).toBe(200);
    const [latest] = json.body.messages;
    expect(latest).toMatchObject({ channel: 'email', recipient: 'ana.souza@example.com' });
    const { code } = pinFromText(latest.text);

    const page = await getJson(enabled.app, '/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('ana.souza@example.com');
    expect(page.body).toContain(code);
    expect(page.body).toContain(`<iframe sandbox src="/dev/mailbox/${latest.id}/html"`);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; frame-src 'self';/);
    expect(csp).not.toContain('script-src');

    const html = await getJson(enabled.app, `/dev/mailbox/${latest.id}/html`);
    expect(html.status).toBe(200);
    expect(html.body).toContain(code);
    expect(String(html.headers['content-security-policy'])).toContain('sandbox');
    expect(String(html.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('answers 400, not 500, to an address with a NUL byte', async () => {
    const { status, body } = await getJson(enabled.app, '/dev/mailbox.json?to=ana%00@example.com');
    expect(status).toBe(400);
    expect(body.details.fields).toEqual([{ field: 'query.to', message: 'validation.isPlainText' }]);
  });

  it('finds SMS by number, with or without an encoded +', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const bruno = demoGuestId('solnascente', '1001:bruno');
    expect((await askPin(enabled.app, bruno, 'mobile')).status).toBe(202);
    await localOutboxWorker(enabled.db, () => new Date()).drainOnce();
    for (const to of [encodeURIComponent('+5548991237654'), '+5548991237654']) {
      const { body } = await getJson(enabled.app, `/dev/mailbox.json?to=${to}`);
      expect(body.messages[0]).toMatchObject({ channel: 'sms', recipient: '+5548991237654' });
    }
  });
});
