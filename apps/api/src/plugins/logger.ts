import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

/** Secrets and personal numbers never reach the logs, at any depth we log. */
const SECRET_FIELDS = ['pin', 'token', 'verificationCode', 'password', 'documentNumber', 'cvv', 'number'];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

const REDACTED = '[redacted]';

/** Tokens that travel in a URL's path: the PIN link's (/welcome/validate/pin/<token>). */
const SECRET_PATH_SEGMENTS = /(\/validate\/pin\/)[^/?#]+/g;

/**
 * Query parameters that carry a secret: the document-scan token (`t`), signed storage URLs
 * (`signature`), the PIN link's `hash`, and any token or code by its usual name; and the console's
 * arrivals search (`q`), which holds a guest's name (decision 210): an erased guest leaves no log line.
 */
const SECRET_QUERY_KEYS = new Set([
  't',
  'token',
  'signature',
  'hash',
  'code',
  'pin',
  'verificationcode',
  'q',
]);

function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key).toLowerCase();
  } catch {
    return key.toLowerCase();
  }
}

/** The URL as logs may keep it: every token in its path or query replaced by '[redacted]'. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart < 0 ? url : url.slice(0, queryStart)).replace(
    SECRET_PATH_SEGMENTS,
    `$1${REDACTED}`,
  );
  if (queryStart < 0) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      return SECRET_QUERY_KEYS.has(decodedKey(key)) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer, with the URL redacted. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * What of a failed query's error (drizzle's DrizzleQueryError) and its causes must not be logged: its
 * `params: ...` line, and each text parameter of 3 characters or more wherever it appears (PostgreSQL
 * quotes a value it cannot read in its own message).
 */
function queryParameterTexts(error: unknown): string[] {
  const texts: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 10; depth += 1) {
    const params: unknown = (current as Error & { params?: unknown }).params;
    if (Array.isArray(params)) {
      texts.push(`params: ${String(params)}`);
      for (const param of params) if (typeof param === 'string' && param.length >= 3) texts.push(param);
    }
    current = current.cause;
  }
  return texts;
}

/**
 * pino's error serializer, without the parameters of a failed query: they hold what guests typed
 * (names, documents, e-mails), which the logs never keep. The query itself stays, to find the bug.
 */
export function errorSerializer(error: Error): SerializedError {
  const serialized = pino.stdSerializers.err(error) as SerializedError;
  const texts = queryParameterTexts(error);
  if (texts.length === 0) return serialized;
  const scrub = (text: string) => texts.reduce((result, secret) => result.split(secret).join(REDACTED), text);
  const { params: _params, ...rest } = serialized;
  return { ...rest, message: scrub(rest.message), stack: scrub(rest.stack) };
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export type LoggerSetting =
  | {
      level: string;
      pretty: boolean;
      /** Where log lines go instead of stdout (tests read them). */
      stream?: { write(line: string): void };
    }
  | false;

export function loggerOptions(setting: LoggerSetting): FastifyServerOptions['logger'] {
  if (!setting) return false;
  return {
    level: setting.level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: requestSerializer, err: errorSerializer },
    ...(setting.stream ? { stream: setting.stream } : {}),
    ...(setting.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
