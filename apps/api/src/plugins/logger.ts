import type { FastifyServerOptions } from 'fastify';

/** Secrets and personal numbers never reach the logs, at any depth we log. */
const SECRET_FIELDS = ['pin', 'token', 'verificationCode', 'password', 'documentNumber', 'cvv', 'number'];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

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
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
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
