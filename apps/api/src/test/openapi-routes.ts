import type { FastifyInstance } from 'fastify';

/** A JSON Schema as the OpenAPI document carries it (only what the generated tests read). */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
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
      isGuestRoute: (operation.security ?? []).length > 0,
      tags: operation.tags ?? [],
      statuses: Object.keys(operation.responses ?? {}),
    })),
  );
}

/** The operation's URL with each path parameter replaced by `valueOf(name)`. */
export function fillPath(path: string, valueOf: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(valueOf(name)));
}
