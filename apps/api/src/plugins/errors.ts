import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TApiError, TErrorCode, TFieldIssue } from '@hospedar/contracts/errors/api-error';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { HttpError } from '../http-error.ts';

/** Where a validation error came from, in the names the portal uses ('query', not 'querystring'). */
const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'query',
  params: 'params',
  body: 'body',
  headers: 'headers',
};

function fieldIssues(error: FastifyError): TFieldIssue[] {
  const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? 'request';
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    return { field: path ? `${context}.${path}` : context, message: issue.message ?? 'Invalid value' };
  });
}

const CLIENT_ERRORS: Record<number, { code: TErrorCode; message: string }> = {
  400: { code: 'VALIDATION_FAILED', message: 'The request is malformed.' },
  401: { code: 'UNAUTHORIZED', message: 'Authentication is required.' },
  403: { code: 'UNAUTHORIZED', message: 'This action is not allowed.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' },
};
const RATE_LIMITED_MESSAGE = 'Too many requests, try again later.';

function send(reply: FastifyReply, statusCode: number, body: TApiError) {
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    const retryAfterSeconds = error.details?.retryAfterSeconds;
    if (typeof retryAfterSeconds === 'number') reply.header('retry-after', String(retryAfterSeconds));
    return send(reply, error.statusCode, {
      code: error.code,
      message: error.message,
      details: error.details ?? {},
    });
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return send(reply, 400, {
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      details: { fields: fieldIssues(error) },
    });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    const retryAfterSeconds = Number(reply.getHeader('retry-after')) || 60;
    return send(reply, 429, {
      code: 'RATE_LIMITED',
      message: RATE_LIMITED_MESSAGE,
      details: { retryAfterSeconds },
    });
  }
  const known = CLIENT_ERRORS[status];
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return send(reply, status, {
      code: known?.code ?? 'VALIDATION_FAILED',
      message: known?.message ?? 'The request cannot be processed.',
      details: {},
    });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    reply.header('retry-after', '30');
    return send(reply, 503, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable, try again soon.',
      details: { retryAfterSeconds: 30 },
    });
  }
  // Response validation failures land here too: they are bugs, so log them whole and answer generically.
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, {
    code: 'INTERNAL_ERROR',
    message: 'An internal error occurred, try again later.',
    details: {},
  });
}

export type ErrorsPluginOptions = {
  /** Answers a GET for a path outside /api that matched no route (the SPA's history routing). */
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
};

async function errorsPlugin(app: FastifyInstance, options: ErrorsPluginOptions) {
  app.setErrorHandler(handleError);
  // Unknown paths count against the rate limit too, so scanning for routes is throttled.
  const preHandler = app.hasDecorator('rateLimit') ? app.rateLimit() : undefined;
  app.setNotFoundHandler({ preHandler }, (request, reply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && isPageRequest && options.pageFallback) return options.pageFallback(request, reply);
    return send(reply, 404, {
      code: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}.`,
      details: {},
    });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
