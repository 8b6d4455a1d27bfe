import { randomUUID } from 'node:crypto';
import {
  ZCpfSolicitante,
  ZFnrhDigitalRegistration,
  type TFnrhDigitalRegistration,
} from '@hospedar/contracts/fnrh-digital/registration';
import { isValidCpf } from '@hospedar/contracts/validation/cpf';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { registrationRuleErrors, type FieldError } from './contract-checks.ts';

/** Where the contract server's v2 routes live, under its prefix: as Serpro's …/FNRH_API/rest/v2. */
export const FNRH_CONTRACT_API_PATH = '/FNRH_API/rest/v2';

export type FnrhContractOptions = {
  /** Whether this user and key are a hotel's FNRH Digital credentials. */
  isKnownCredential(username: string, key: string): Promise<boolean>;
  /** Called with each registration the server accepts (tests read what arrived). */
  onRegistered?(registration: {
    body: TFnrhDigitalRegistration;
    cpfSolicitante: string;
    username: string;
    /** The Idempotency-Key header the FNRH Digital driver sends (the export id), when present. */
    idempotencyKey: string | undefined;
  }): void;
  /** Called when a registration repeats an Idempotency-Key already registered: answered, not registered. */
  onRepeated?(idempotencyKey: string): void;
};

/** Idempotency-Keys remembered with their answer (the oldest forgotten first): a sandbox, not a store. */
const REMEMBERED_KEYS = 10_000;

/** The error answers (decision 155): 401 without valid credentials, 400 with the fields refused. */
const sendUnauthorized = (reply: FastifyReply) =>
  reply.code(401).send({ mensagem: 'Usuário ou chave de acesso inválidos.' });
const sendInvalid = (reply: FastifyReply, mensagem: string, erros?: FieldError[]) =>
  reply.code(400).send(erros ? { mensagem, erros } : { mensagem });

function basicCredentials(header: string | undefined): { username: string; key: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { username: decoded.slice(0, colon), key: decoded.slice(colon + 1) };
}

/**
 * The FNRH Digital API v2 as documented (decisions 151, 155): POST /hospedagem/registrar checks the
 * credentials, the cpf_solicitante header and every field of the body, and answers the registration's
 * ids, or the error the real API gives. A registration repeating an `Idempotency-Key` the same user sent
 * before (the driver sends the export id, decision 256) is not registered again: it gets the first
 * answer (decision 258). Never echoes a credential or a document number.
 */
export const fnrhContractRoutes: FastifyPluginAsync<FnrhContractOptions> = async (app, options) => {
  /** Answers given, by the user and Idempotency-Key that asked: a repeat gets the same ids, once registered. */
  const answered = new Map<string, unknown>();
  app.post(`${FNRH_CONTRACT_API_PATH}/hospedagem/registrar`, async (request, reply) => {
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials || !(await options.isKnownCredential(credentials.username, credentials.key))) {
      return sendUnauthorized(reply);
    }
    const cpfHeader = request.headers.cpf_solicitante;
    const cpf = ZCpfSolicitante.safeParse(typeof cpfHeader === 'string' ? cpfHeader : undefined);
    if (!cpf.success || !isValidCpf(cpf.data)) {
      return sendInvalid(reply, 'Cabeçalho cpf_solicitante ausente ou inválido.');
    }
    const parsed = ZFnrhDigitalRegistration.safeParse(request.body);
    if (!parsed.success) {
      const erros = parsed.error.issues.map((issue) => ({
        campo: issue.path
          .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
          .join('.')
          .replace(/\.\[/g, '['),
        mensagem: 'Campo inválido ou ausente.',
      }));
      return sendInvalid(reply, 'Dados inválidos.', erros);
    }
    const ruleErrors = registrationRuleErrors(parsed.data);
    if (ruleErrors.length > 0) return sendInvalid(reply, 'Dados inválidos.', ruleErrors);
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' && header !== '' ? header : undefined;
    const rememberedAs = idempotencyKey && `${credentials.username}\n${idempotencyKey}`;
    const earlier = rememberedAs ? answered.get(rememberedAs) : undefined;
    if (idempotencyKey && earlier) {
      options.onRepeated?.(idempotencyKey);
      return reply.code(200).send(earlier);
    }
    options.onRegistered?.({
      body: parsed.data,
      cpfSolicitante: cpf.data,
      username: credentials.username,
      idempotencyKey,
    });
    const reservaId = randomUUID();
    const answer = {
      dados: {
        reserva: {
          reserva_id: reservaId,
          numero_reserva: parsed.data.reserva.numero_reserva,
          situacao_reserva_id: 'CRIADA',
          link_precheckin: `https://fnrh.turismo.gov.br/precheckin/${reservaId}`,
        },
        hospedes: parsed.data.dados_hospede.map(() => ({
          hospede_id: randomUUID(),
          pessoa_id: randomUUID(),
        })),
      },
    };
    if (rememberedAs) {
      answered.set(rememberedAs, answer);
      const oldest = answered.keys().next().value;
      if (answered.size > REMEMBERED_KEYS && oldest !== undefined) answered.delete(oldest);
    }
    return reply.code(200).send(answer);
  });
};
