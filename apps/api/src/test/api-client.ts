import type { FastifyInstance, InjectOptions } from 'fastify';

export const HOSTS = {
  solnascente: 'localhost:3000',
  marazul: 'marazul.localhost:3000',
  legado: 'legado.localhost:3000',
  unknown: 'unknown.localhost:3000',
} as const;

/** GET through inject with a Host header, answering the status and the parsed JSON body. */
export async function getJson(
  app: FastifyInstance,
  url: string,
  options: { host?: string; headers?: InjectOptions['headers'] } = {},
) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { host: options.host ?? HOSTS.solnascente, ...options.headers },
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  // JSON bodies are typed by the tests' own assertions; `any` keeps those assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = isJson ? response.json() : response.body;
  return { status: response.statusCode, body, headers: response.headers };
}
