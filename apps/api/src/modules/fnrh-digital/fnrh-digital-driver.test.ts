import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TFnrhDigitalRegistration } from '@hospedar/contracts/fnrh-digital/registration';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { createFnrhDigitalDriver } from '../../adapters/fnrh/fnrh-digital-driver.ts';
import { createLocalFnrhDriver } from '../../adapters/fnrh/local-fnrh-driver.ts';
import {
  fnrhDigitalAttempts,
  fnrhDigitalSettings,
  hotelExports,
  outboxMessages,
} from '../../db/schema/index.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { seedDemoData } from '../../db/seed/seed-demo-data.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { fnrhContractRoutes } from '../fnrh-digital-sandbox/contract-routes.ts';
import { FNRH_SANDBOX_INTERNAL_BASE_URL, FNRH_SANDBOX_PREFIX } from '../fnrh-digital-sandbox/module.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { retryDelayMs } from '../messaging/retry-schedule.ts';
import { inProcessFetch } from '../sandbox-processor/in-process-fetch.ts';
import { reservationGuardian } from './guardian.ts';
import { finishedGuest, firstOf, FIXTURE_CPF } from './guest-fixture.ts';
import { createFnrhDigitalRepository } from './repository.ts';

const companyId = demoCompanyId('solnascente');
const reservationId = demoReservationId('solnascente', '1001');
const guestId = demoGuestId('solnascente', '1001:ana');
const USERNAME = 'pousada-sol-nascente';
const API_KEY = 'k3y-Very-Secret-7731';
const CPF_SOLICITANTE = '39053344705';
const reservation = {
  id: reservationId,
  reservationNumber: '1150',
  checkinDate: '2026-12-10',
  checkoutDate: '2026-12-14',
};

describe('the FNRH Digital driver against the v2 contract server', () => {
  let testDb: TestDb;
  let contract: FastifyInstance;
  let received: {
    body: TFnrhDigitalRegistration;
    cpfSolicitante: string;
    username: string;
    idempotencyKey: string | undefined;
  }[];
  let failuresLeft: number;
  let logLines: string[];
  let now = new Date('2026-12-01T12:00:00Z');
  const clock = () => now;
  const repository = () => createFnrhDigitalRepository(testDb.db);

  const logger = () =>
    pino(
      { level: 'trace' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    );

  function worker() {
    const sandboxFetch = inProcessFetch(contract);
    const fnrh = createFnrhDigitalDriver({
      local: createLocalFnrhDriver({ db: testDb.db, clock }),
      store: { ...repository(), guardianOf: (input) => reservationGuardian(testDb.db, input) },
      clock,
      fetchImpl: sandboxFetch,
      sandbox: { baseUrl: FNRH_SANDBOX_INTERNAL_BASE_URL, fetchImpl: sandboxFetch },
      recordRetryMs: [1, 1, 1],
    });
    const unused = { name: 'unused', send: async () => undefined };
    return localOutboxWorker(testDb.db, clock, { mail: unused, sms: unused, fnrh, logger: logger() });
  }

  async function enqueueGuest(key: string, guest: TGuest) {
    await enqueueMessage(
      testDb.db,
      {
        companyId,
        kind: 'fnrh',
        idempotencyKey: key,
        payload: {
          kind: 'guest',
          reservationId,
          guestId,
          record: { reservation, isUpdate: false, guest, sameCpfGuests: [] },
        },
      },
      { clock },
    );
    const [row] = await testDb.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, key));
    if (!row) throw new Error('not enqueued');
    return row.id;
  }
  const attemptsOf = (exportId: string) =>
    testDb.db.select().from(fnrhDigitalAttempts).where(eq(fnrhDigitalAttempts.exportId, exportId));
  const outboxRow = async (id: string) =>
    (await testDb.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

  beforeAll(async () => {
    testDb = await createTestDb();
    await seedDemoData(testDb.db, { today: '2026-12-01' });
    contract = Fastify();
    contract.addHook('onRequest', async (_request, reply) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return reply.code(503).send({ mensagem: 'Serviço indisponível.' });
      }
    });
    await contract.register(fnrhContractRoutes, {
      prefix: FNRH_SANDBOX_PREFIX,
      isKnownCredential: async (username, key) => username === USERNAME && key === API_KEY,
      onRegistered: (registration) => received.push(registration),
    });
    await contract.ready();
  });
  afterAll(async () => {
    await contract.close();
    await testDb.cleanup();
  });
  beforeEach(async () => {
    received = [];
    failuresLeft = 0;
    logLines = [];
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    await repository().saveSettings(
      companyId,
      {
        isEnabled: true,
        username: USERNAME,
        apiKey: API_KEY,
        cpfSolicitante: CPF_SOLICITANTE,
        baseUrl: null,
        askRaceAndDisability: true,
      },
      { clock },
    );
  });

  it("sends a finished guest's registration with the right fields, and keeps the local export", async () => {
    const guest = finishedGuest({
      id: guestId,
      additionalData: { fnrhRaceId: 'PRETA', fnrhDisabilityId: 'NAO' },
    });
    const exportId = await enqueueGuest('fnrh-digital-fields', guest);
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });

    expect(received).toHaveLength(1);
    const { body, cpfSolicitante, username, idempotencyKey } = firstOf(received);
    expect(cpfSolicitante).toBe(CPF_SOLICITANTE);
    // The export's id, the same on every attempt: a receiver keeping keys registers the export once.
    expect(idempotencyKey).toBe(exportId);
    expect(username).toBe(USERNAME);
    expect(body.reserva.numero_reserva).toBe('1150');
    expect(body.reserva.numero_reserva_ota).toBe('');
    expect(body.reserva.data_entrada).toBe('2026-12-10');
    expect(body.reserva.data_saida).toBe('2026-12-14');
    expect(body.reserva.quantidade_hospede_adulto).toBe(1);
    expect(body.reserva.quantidade_hospede_menor).toBe(0);
    expect(body.reserva.origem_reserva_id).toBe('MEIOHOSPEDAGEM');
    const hospede = firstOf(body.dados_hospede);
    expect(hospede.is_principal).toBe(true);
    expect(hospede.situacao_hospede).toBe('PRECHECKIN_REALIZADO');
    expect(hospede.responsavel).toBeUndefined();
    expect(hospede.dados_ficha.motivo_viagem_id).toBe('LAZER_FERIAS');
    expect(hospede.dados_ficha.meio_transporte_id).toBe('AUTOMOVEL');
    const pessoa = hospede.dados_pessoais;
    expect(pessoa.nome).toBe('ANA SOUZA');
    expect(pessoa.nome_social).toBeUndefined();
    expect(pessoa.PaisNacionalidade_id).toBe('BR');
    expect(pessoa.genero_id).toBe('MULHER');
    expect(pessoa.data_nascimento).toBe('1990-04-12');
    expect(pessoa.raca_id).toBe('PRETA');
    expect(pessoa.deficiencia_id).toBe('NAO');
    expect(pessoa.tipo_deficiencia_id).toBeUndefined();
    expect(pessoa.documento_id).toEqual({ numero_documento: FIXTURE_CPF, tipo_documento_id: 'CPF' });
    expect(pessoa.contato.email).toBe('ana.souza@example.com');
    expect(pessoa.contato.telefone).toBe('5548991234567');
    expect(pessoa.contato.PaisResidencia_id).toBe('BR');
    expect(pessoa.contato.cep).toBe('88780000');
    expect(pessoa.contato.logradouro).toBe('Rua das Gaivotas');
    expect(pessoa.contato.numero).toBe('120');
    expect(pessoa.contato.complemento).toBeUndefined();
    expect(pessoa.contato.bairro).toBe('Centro');
    expect(pessoa.contato.cidade_id).toBe(4207304);
    expect(pessoa.contato.estado_id).toBe('SC');

    const attempts = await attemptsOf(exportId);
    expect(attempts.map((a) => [a.outcome, a.httpStatus])).toEqual([['accepted', 200]]);
    expect(firstOf(attempts).answer).toMatchObject({
      dados: { reserva: { numero_reserva: '1150', situacao_reserva_id: 'CRIADA' } },
    });
    const [localExport] = await testDb.db.select().from(hotelExports).where(eq(hotelExports.id, exportId));
    expect(localExport?.guestId).toBe(guestId);
    expect(await repository().listAttempts(companyId, { guestId })).toEqual(
      expect.arrayContaining([expect.objectContaining({ exportId, outcome: 'accepted' })]),
    );
    expect(await repository().listAttempts(demoCompanyId('marazul'))).toEqual([]);
  });

  it('retries a server that fails three times and is accepted on the fourth', async () => {
    failuresLeft = 3;
    const exportId = await enqueueGuest('fnrh-digital-retry', finishedGuest({ id: guestId }));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await worker().drainOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    const attempts = await attemptsOf(exportId);
    expect(attempts.map((a) => [a.outcome, a.httpStatus])).toEqual([
      ['failed', 503],
      ['failed', 503],
      ['failed', 503],
      ['accepted', 200],
    ]);
    expect(firstOf(attempts).reason).toBe('Serviço indisponível.');
    expect(received).toHaveLength(1);
    expect((await outboxRow(exportId))?.status).toBe('sent');
  });

  it('registers a guest once when the database fails just after FNRH Digital accepted: the answer is kept on a retry', async () => {
    // The database refuses the first two records of an answer (a restart), counted outside any transaction.
    await testDb.db.execute(sql`CREATE SEQUENCE failing_records`);
    await testDb.db.execute(
      sql.raw(`CREATE FUNCTION refuse_first_records() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('failing_records') <= 2 THEN RAISE EXCEPTION 'the database system is shutting down'; END IF;
          RETURN NEW;
        END $$`),
    );
    await testDb.db.execute(
      sql`CREATE TRIGGER refuse_first_records BEFORE INSERT ON fnrh_digital_attempts FOR EACH ROW EXECUTE FUNCTION refuse_first_records()`,
    );
    try {
      const exportId = await enqueueGuest('fnrh-digital-db-restart', finishedGuest({ id: guestId }));
      expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
      now = new Date(now.getTime() + 60 * 60 * 1000);
      expect(await worker().drainOnce(), 'nothing left to send').toEqual({ sent: 0, retried: 0, dead: 0 });
      expect(received).toHaveLength(1);
      expect((await attemptsOf(exportId)).map((a) => a.outcome)).toEqual(['accepted']);
    } finally {
      await testDb.db.execute(sql`DROP TRIGGER refuse_first_records ON fnrh_digital_attempts`);
      await testDb.db.execute(sql`DROP FUNCTION refuse_first_records`);
      await testDb.db.execute(sql`DROP SEQUENCE failing_records`);
    }
  });

  it('records a clear reason for a guest the API cannot take, sends nothing and does not retry', async () => {
    const dniOnly = finishedGuest({
      id: guestId,
      nationality: { id: 'AR', name: 'Argentina' },
      documents: [
        {
          ...firstOf(finishedGuest({ id: guestId }).documents),
          documentTypeId: 6,
          documentNumber: '30111222',
        },
      ],
    });
    const exportId = await enqueueGuest('fnrh-digital-dni', dniOnly);
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(received).toEqual([]);
    const attempts = await attemptsOf(exportId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      outcome: 'not-sendable',
      httpStatus: null,
      reason: 'FNRH Digital cannot take this guest: no-accepted-document',
      answer: { refusals: ['no-accepted-document'] },
    });
  });

  it("records the API's refusal of a field (400) once, and retries a refused login (401)", async () => {
    await testDb.db
      .update(fnrhDigitalSettings)
      .set({ cpfSolicitante: '11111111111' })
      .where(eq(fnrhDigitalSettings.companyId, companyId));
    const refusedId = await enqueueGuest('fnrh-digital-bad-header', finishedGuest({ id: guestId }));
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect((await attemptsOf(refusedId)).map((a) => [a.outcome, a.httpStatus, a.reason])).toEqual([
      [
        'rejected',
        400,
        'FNRH Digital refused the registration: Cabeçalho cpf_solicitante ausente ou inválido.',
      ],
    ]);

    await testDb.db
      .update(fnrhDigitalSettings)
      .set({ cpfSolicitante: CPF_SOLICITANTE, apiKey: 'wrong-key' })
      .where(eq(fnrhDigitalSettings.companyId, companyId));
    const unauthorizedId = await enqueueGuest('fnrh-digital-401', finishedGuest({ id: guestId }));
    expect(await worker().drainOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
    expect((await attemptsOf(unauthorizedId)).map((a) => [a.outcome, a.httpStatus])).toEqual([
      ['failed', 401],
    ]);
    expect(received).toEqual([]);

    // The hotel corrects its key: the next retry is accepted.
    await testDb.db
      .update(fnrhDigitalSettings)
      .set({ apiKey: API_KEY })
      .where(eq(fnrhDigitalSettings.companyId, companyId));
    now = new Date(now.getTime() + retryDelayMs(1));
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect((await attemptsOf(unauthorizedId)).map((a) => a.outcome)).toEqual(['failed', 'accepted']);
  });

  it('puts no credential in the logs, the errors or the attempts log', async () => {
    failuresLeft = 1;
    const exportId = await enqueueGuest('fnrh-digital-logs', finishedGuest({ id: guestId }));
    await worker().drainOnce();
    now = new Date(now.getTime() + retryDelayMs(1));
    await worker().drainOnce();
    const basic = Buffer.from(`${USERNAME}:${API_KEY}`).toString('base64');
    const stored = JSON.stringify(await attemptsOf(exportId)) + JSON.stringify(await outboxRow(exportId));
    const logs = logLines.join('');
    expect(logs).toContain('outbox message failed, will retry');
    expect(logs).toContain('outbox message sent');
    for (const secret of [API_KEY, basic, CPF_SOLICITANTE, FIXTURE_CPF]) {
      expect(logs).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
    expect(received).toHaveLength(1);
  });
});

describe('the FNRH Digital contract server', () => {
  let contract: FastifyInstance;
  let registered: (string | undefined)[] = [];
  let repeated: string[] = [];
  const auth = `Basic ${Buffer.from(`${USERNAME}:${API_KEY}`).toString('base64')}`;
  const validBody = (): TFnrhDigitalRegistration => ({
    reserva: {
      numero_reserva: '1151',
      numero_reserva_ota: '',
      data_entrada: '2026-12-10',
      data_saida: '2026-12-14',
      quantidade_hospede_adulto: 1,
      quantidade_hospede_menor: 0,
      origem_reserva_id: 'MEIOHOSPEDAGEM',
    },
    dados_hospede: [
      {
        is_principal: true,
        situacao_hospede: 'PRECHECKIN_REALIZADO',
        dados_pessoais: {
          nome: 'ANA SOUZA',
          PaisNacionalidade_id: 'BR',
          genero_id: 'MULHER',
          data_nascimento: '1990-04-12',
          documento_id: { numero_documento: FIXTURE_CPF, tipo_documento_id: 'CPF' },
          contato: { PaisResidencia_id: 'BR', cidade_id: 4207304, estado_id: 'SC' },
        },
        dados_ficha: { motivo_viagem_id: 'LAZER_FERIAS', meio_transporte_id: 'AUTOMOVEL' },
      },
    ],
  });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    contract.inject({
      method: 'POST',
      url: '/FNRH_API/rest/v2/hospedagem/registrar',
      headers: { authorization: auth, cpf_solicitante: CPF_SOLICITANTE, ...headers },
      payload: body as Record<string, unknown>,
    });

  beforeAll(async () => {
    contract = Fastify();
    await contract.register(fnrhContractRoutes, {
      isKnownCredential: async (username, key) => username === USERNAME && key === API_KEY,
      onRegistered: ({ idempotencyKey }) => registered.push(idempotencyKey),
      onRepeated: (idempotencyKey) => repeated.push(idempotencyKey),
    });
    await contract.ready();
  });
  afterAll(() => contract.close());
  beforeEach(() => {
    registered = [];
    repeated = [];
  });

  it('registers once per Idempotency-Key and answers a repeat with the first registration', async () => {
    const first = await post(validBody(), { 'idempotency-key': 'export-1' });
    const repeat = await post(validBody(), { 'idempotency-key': 'export-1' });
    const other = await post(validBody(), { 'idempotency-key': 'export-2' });
    const unkeyed = [await post(validBody()), await post(validBody())];
    expect([first.statusCode, repeat.statusCode, other.statusCode]).toEqual([200, 200, 200]);
    expect(repeat.json()).toEqual(first.json());
    expect(other.json()).not.toEqual(first.json());
    expect(unkeyed[1]?.json()).not.toEqual(unkeyed[0]?.json());
    expect(registered).toEqual(['export-1', 'export-2', undefined, undefined]);
    expect(repeated).toEqual(['export-1']);
  });

  it('accepts a valid registration', async () => {
    const answer = await post(validBody());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      dados: { reserva: { numero_reserva: '1151', situacao_reserva_id: 'CRIADA' } },
    });
  });

  it('refuses a bad field with 400 and the field named', async () => {
    const body = validBody();
    const pessoa = firstOf(body.dados_hospede).dados_pessoais;
    (pessoa.documento_id as { tipo_documento_id: string }).tipo_documento_id = 'DNI';
    const answer = await post(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      mensagem: 'Dados inválidos.',
      erros: [
        {
          campo: 'dados_hospede[0].dados_pessoais.documento_id.tipo_documento_id',
          mensagem: 'Campo inválido ou ausente.',
        },
      ],
    });

    const wrongUf = validBody();
    firstOf(wrongUf.dados_hospede).dados_pessoais.contato.estado_id = 'SP';
    expect((await post(wrongUf)).json()).toEqual({
      mensagem: 'Dados inválidos.',
      erros: [
        {
          campo: 'dados_hospede[0].dados_pessoais.contato.estado_id',
          mensagem: 'UF não corresponde ao município.',
        },
      ],
    });

    const minor = validBody();
    firstOf(minor.dados_hospede).dados_pessoais.data_nascimento = '2015-01-01';
    const minorErrors = (await post(minor)).json<{ erros: { campo: string }[] }>().erros.map((e) => e.campo);
    expect(minorErrors).toEqual(['dados_hospede[0].responsavel', 'reserva.quantidade_hospede_adulto']);
  });

  it('answers 401 without valid credentials and 400 without a valid cpf_solicitante', async () => {
    const noAuth = await post(validBody(), {
      authorization: 'Basic ' + Buffer.from(`${USERNAME}:nope`).toString('base64'),
    });
    expect([noAuth.statusCode, noAuth.json()]).toEqual([
      401,
      { mensagem: 'Usuário ou chave de acesso inválidos.' },
    ]);
    const noCpf = await post(validBody(), { cpf_solicitante: '123' });
    expect([noCpf.statusCode, noCpf.json()]).toEqual([
      400,
      { mensagem: 'Cabeçalho cpf_solicitante ausente ou inválido.' },
    ]);
  });
});
