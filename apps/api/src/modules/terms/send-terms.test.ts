import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, terms } from '../../db/schema/index.ts';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { ZEmailPayload } from '../messaging/outbox-payload.ts';
import { HOSTS, getJson } from '../../test/api-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { ANA, BEATRIZ, CARLA, NOW, callApi } from '../guests/guest-test-helpers.ts';

describe('POST /api/terms/sendToGuest', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const termsId = async (type: 1 | 2, language: string, host: string = HOSTS.solnascente) =>
    (await getJson(testApp.app, `/api/terms?type=${type}&language=${language}`, { host })).body.id as string;
  const send = (body: unknown, claims: typeof ANA | null = ANA, host?: string) =>
    callApi(testApp, 'POST', '/api/terms/sendToGuest', claims, { body, host });
  const emailsTo = async (address: string) => {
    const rows = await testApp.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'email'));
    return rows.map((row) => ZEmailPayload.parse(row.payload)).filter((payload) => payload.to === address);
  };

  it.each([
    ['pt-BR', 1, 'Termos de uso', 'Olá, Ana.'],
    ['en-US', 2, 'Privacy policy', 'Hello, Ana.'],
    ['es-ES', 1, 'Términos de uso', 'Hola, Ana.'],
  ] as const)(
    'queues the %s text of type %i to the guest’s own e-mail',
    async (language, type, title, hello) => {
      const before = (await emailsTo('ana.souza@example.com')).length;
      const termId = await termsId(type, language);
      const { status, body } = await send({ termId, name: 'Ana', email: ' Ana.Souza@Example.com ' });
      expect(status).toBe(202);
      expect(body).toEqual({ isQueued: true });
      const sent = await emailsTo('ana.souza@example.com');
      expect(sent).toHaveLength(before + 1);
      const email = sent.at(-1);
      expect(email?.subject).toBe(`${title} — Sol Nascente`);
      expect(email?.text).toContain(hello);
      expect(email?.text).toContain('Pousada Sol Nascente');
      expect(email?.html).toContain(`lang="${language}"`);
    },
  );

  it('never mails a script stored in the terms, and escapes the name', async () => {
    const solnascente = demoCompanyId('solnascente');
    await testApp.db
      .update(terms)
      .set({ html: '<p onclick="x()">Safe</p><script>alert("x")</script><img src=x onerror=alert(1)>' })
      .where(and(eq(terms.companyId, solnascente), eq(terms.type, 2), eq(terms.language, 'pt-BR')));
    const termId = await termsId(2, 'pt-BR');
    expect((await send({ termId, name: '<b>Ana</b>', email: 'ana.souza@example.com' })).status).toBe(202);
    const email = (await emailsTo('ana.souza@example.com')).at(-1);
    expect(email?.html).toContain('<p>Safe</p>');
    expect(email?.html).not.toMatch(/<script|onclick|onerror|<img|<b>Ana/i);
    expect(email?.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
  });

  it('refuses without a token, with 401 TOKEN_INVALID', async () => {
    const termId = await termsId(1, 'pt-BR');
    const { status, body } = await send({ termId, name: 'Ana', email: 'ana.souza@example.com' }, null);
    expect(status).toBe(401);
    expect(body.code).toBe('TOKEN_INVALID');
  });

  it('refuses any address but the guest’s saved e-mail, naming the field', async () => {
    const termId = await termsId(1, 'pt-BR');
    const before = (await emailsTo('someone@example.com')).length;
    const other = await send({ termId, name: 'Ana', email: 'someone@example.com' });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('VALIDATION_FAILED');
    expect(other.body.details.fields).toEqual([
      { field: 'body.email', message: 'Must be the e-mail saved for the guest' },
    ]);
    expect(await emailsTo('someone@example.com')).toHaveLength(before);
    // Carla has no e-mail on record: nothing can be sent to her.
    const noEmail = await send({ termId, name: 'Carla', email: 'carla@example.com' }, CARLA);
    expect(noEmail.status).toBe(400);
  });

  it('answers 404 TERMS_NOT_FOUND for unknown terms and another hotel’s terms', async () => {
    const unknown = await send({
      termId: '00000000-0000-4000-8000-000000000000',
      name: 'Ana',
      email: 'ana.souza@example.com',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('TERMS_NOT_FOUND');
    const marazulTerms = await termsId(1, 'pt-BR', HOSTS.marazul);
    const foreign = await send({ termId: marazulTerms, name: 'Ana', email: 'ana.souza@example.com' });
    expect(foreign.status).toBe(404);
  });

  it('refuses a token of another hotel', async () => {
    const termId = await termsId(1, 'pt-BR');
    const { status } = await send({ termId, name: 'Beatriz', email: 'beatriz.almeida@example.com' }, BEATRIZ);
    expect(status).toBe(401);
  });

  it.each([
    [{ name: 'Ana', email: 'ana.souza@example.com' }, 'body.termId'],
    [{ termId: 'abc', name: 'Ana', email: 'ana.souza@example.com' }, 'body.termId'],
    [
      { termId: '00000000-0000-4000-8000-000000000000', name: '', email: 'ana.souza@example.com' },
      'body.name',
    ],
    [{ termId: '00000000-0000-4000-8000-000000000000', name: 'Ana', email: 'not-an-email' }, 'body.email'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const { status, body: answer } = await send(body);
    expect(status).toBe(400);
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(answer.details.fields.map((issue: { field: string }) => issue.field)).toContain(field);
  });
});
