import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpMailbox, type SmtpMailbox } from './smtp-mailbox.ts';

describe('the load and fault benches’ SMTP mailbox', () => {
  let mailbox: SmtpMailbox;
  let transport: Transporter;
  const send = (to: string, messageId: string, text: string) =>
    transport.sendMail({ from: 'bench@hospedar.localhost', to, messageId, subject: 'PIN', text });

  beforeAll(async () => {
    mailbox = await startSmtpMailbox();
    transport = nodemailer.createTransport({ url: mailbox.url, ignoreTLS: true });
  });
  afterAll(async () => {
    transport.close();
    await mailbox.close();
  });

  it('gives the newest PIN to its recipient and counts each Message-ID’s deliveries', async () => {
    const since = Date.now();
    const waiting = mailbox.waitForPin('Ana@Example.com', { since, timeoutMs: 5000 });
    await send('ana@example.com', '<first@bench>', 'Seu código é 123456.\n/welcome/validate/pin/abc');
    expect(await waiting).toBe('123456');
    // The same message delivered again (a kill -9 between delivery and the outbox's mark), then another.
    await send('ana@example.com', '<first@bench>', 'Seu código é 123456.\n/welcome/validate/pin/abc');
    await send('bia@example.com', '<second@bench>', 'Your code is 654321.\n/welcome/validate/pin/def');

    expect(Object.fromEntries(mailbox.deliveriesById())).toEqual({ '<first@bench>': 2, '<second@bench>': 1 });
    expect([
      mailbox.countFor('ana@example.com'),
      mailbox.countFor('BIA@example.com'),
      mailbox.total(),
    ]).toEqual([2, 1, 3]);
    await expect(mailbox.waitForPin('nobody@example.com', { since, timeoutMs: 50 })).rejects.toThrow(
      'no PIN e-mail to nobody@example.com',
    );
  });

  it('leaves out the codes the guest was told are expired, and waits for a newer one', async () => {
    const since = Date.now();
    // A newer PIN was asked, then the older PIN's e-mail came late: the API called its code expired.
    await send('caio@example.com', '<late@bench>', 'Seu código é 111111.\n/welcome/validate/pin/ghi');
    const waiting = mailbox.waitForPin('caio@example.com', {
      since,
      timeoutMs: 5000,
      spent: new Set(['111111']),
    });
    await send('caio@example.com', '<newer@bench>', 'Seu código é 222222.\n/welcome/validate/pin/jkl');
    expect(await waiting).toBe('222222');
  });
});
