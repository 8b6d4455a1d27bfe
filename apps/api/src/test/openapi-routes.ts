import type { FastifyInstance } from 'fastify';
import { GUEST_TOKEN_SECURITY } from '../plugins/guest-access.ts';
import { INTEGRATION_KEY_SECURITY } from '../plugins/integration-access.ts';
import { STAFF_COOKIE_SECURITY } from '../plugins/staff-access.ts';

/** A JSON Schema as the OpenAPI document carries it (only what the generated tests read). */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: boolean | JsonSchema;
};

export type OpenApiParameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };

/** One operation of the OpenAPI document the app serves. */
export type OpenApiOperation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, with {name} parameters. */
  path: string;
  operationId: string;
  parameters: OpenApiParameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | null;
  /** Whether the operation needs the guest token (the guest-access guard marks it). */
  isGuestRoute: boolean;
  /** Whether the operation needs a hotel's API key (the integration-access guard marks it). */
  isIntegrationRoute: boolean;
  /** Whether the operation needs the console's staff session (the staff-access guard marks it). */
  isStaffRoute: boolean;
  tags: string[];
  /** The statuses its responses declare ('200', '401'...). */
  statuses: string[];
};

type RawOperation = {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
  tags?: string[];
  responses?: Record<string, unknown>;
};

/** Every operation of the API's OpenAPI document (GET /api/docs/json), the route table tests walk. */
export async function openApiOperations(app: FastifyInstance): Promise<OpenApiOperation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<{ paths: Record<string, Record<string, RawOperation>> }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as OpenApiOperation['method'],
      path,
      operationId: operation.operationId ?? `${method} ${path}`,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      isGuestRoute: (operation.security ?? []).some((scheme) => GUEST_TOKEN_SECURITY in scheme),
      isIntegrationRoute: (operation.security ?? []).some((scheme) => INTEGRATION_KEY_SECURITY in scheme),
      isStaffRoute: (operation.security ?? []).some((scheme) => STAFF_COOKIE_SECURITY in scheme),
      tags: operation.tags ?? [],
      statuses: Object.keys(operation.responses ?? {}),
    })),
  );
}

/**
 * `text` percent-encoded byte by byte, as encodeURIComponent would, except that a lone surrogate is sent
 * as the three bytes it would take (ED A0 80 for U+D800), as an attacker can, where encodeURIComponent
 * throws.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (/^[A-Za-z0-9_.~-]$/.test(character)) encoded += character;
    else if (code < 0x80) encoded += percentBytes([code]);
    else if (code < 0x800) encoded += percentBytes([0xc0 | (code >> 6), 0x80 | (code & 0x3f)]);
    else if (code < 0x10000) {
      encoded += percentBytes([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]);
    } else {
      encoded += percentBytes([
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      ]);
    }
  }
  return encoded;
}

const percentBytes = (bytes: number[]) =>
  bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** The operation's URL with each path parameter replaced by `valueOf(name)`, percent-encoded. */
export function fillPath(path: string, valueOf: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => percentEncode(valueOf(name)));
}
