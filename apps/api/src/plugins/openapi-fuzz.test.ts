import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../test/api-client.ts';
import {
  fillPath,
  openApiOperations,
  percentEncode,
  type JsonSchema,
  type OpenApiOperation,
} from '../test/openapi-routes.ts';
import { buildTestApp, fixedClock, type TestApp } from '../test/test-app.ts';
import { bearer, guest, NOW, RAFAEL, sol, TODAY } from '../modules/guests/guest-test-helpers.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** Where a value goes: a path parameter, a query parameter, or a place in the JSON body. */
type Field = { in: 'path' | 'query'; name: string } | { in: 'body'; path: (string | number)[] };
/** A value to send; `deep` is spliced into the JSON text, since no object that deep can be serialized. */
type OddValue = { label: string; value: Json } | { label: string; deep: number };

const DEEP = 20_000;
/** The inputs of issue 12 that answered 500, and their relatives. */
const ODD_VALUES: readonly OddValue[] = [
  { label: 'a NUL byte', value: 'Ana\u0000Silva' },
  { label: 'a lone high surrogate', value: 'Ana\uD83D' },
  { label: 'a lone low surrogate', value: '\uDE00Ana' },
  { label: 'control characters', value: '\u0001\u001b\u007f\u0085' },
  { label: 'a very long string', value: 'x'.repeat(100_000) },
  { label: 'keys with a NUL byte and a lone surrogate', value: { 'k\u0000': 'v', ['\uD800']: ['\u0000'] } },
  { label: 'a value nested 20,000 deep', deep: DEEP },
];

/** A plausible value for a path parameter, so each request reaches the route's own code. */
function pathValue(operation: OpenApiOperation, name: string): string {
  if (name === 'reservationId' || (name === 'id' && operation.path.startsWith('/api/appointments/'))) {
    return sol('1020');
  }
  const known: Record<string, string> = {
    subdomain: 'solnascente',
    code: 'BR',
    cep: '88780000',
    contactId: 'email',
    '*': 'tenant/guest/documents/file.jpg',
  };
  if (operation.path.startsWith('/api/states/')) return '42';
  return known[name] ?? guest('1020:rafael');
}

/**
 * Values of named text fields that pass their own rules, so an odd value beside them reaches the route's
 * code (the zip search needs a state, the terms e-mail the guest's own address and a terms id).
 */
const KNOWN_TEXT: Record<string, string> = {
  state: 'SC',
  city: 'Imbituba',
  address: 'rua',
  email: 'rafael.costa@example.com',
  type: '1',
  language: 'pt-BR',
  lang: 'pt-BR',
  path: `${guest('1020:rafael')}/documents`,
  ext: 'jpg',
  metadata: '{"side":"front"}',
};
/** Ids the test reads from the API in beforeAll (a terms text's). */
const KNOWN_IDS: Record<string, string> = {};

/**
 * Plausible values of a JSON schema, one per alternative of a union: with `isFull`, every property of
 * every object (to list the fields), else only the required ones (the body each odd value goes into, so
 * that it reaches the route's own code as a partial update would).
 */
function samples(schema: JsonSchema | undefined, isFull = false, name = ''): Json[] {
  if (!schema) return ['x'];
  if (schema.const !== undefined) return [schema.const as Json];
  if (schema.enum?.length) return [schema.enum[0] as Json];
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return alternatives.flatMap((alternative) => samples(alternative, isFull));
  if (schema.allOf?.length) {
    return schema.allOf.reduce<Json[]>(
      (merged, part) =>
        merged.flatMap((left) =>
          samples(part, isFull).map((right) => ({ ...(left as object), ...(right as object) }) as Json),
        ),
      [{}],
    );
  }
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return [
        Object.fromEntries(
          Object.entries(schema.properties ?? {})
            .filter(([key]) => isFull || (schema.required ?? []).includes(key))
            .map(([key, property]) => [key, samples(property, isFull, key)[0] ?? null]),
        ),
      ];
    case 'array':
      return [[samples(schema.items, isFull)[0] ?? 'x']];
    case 'integer':
    case 'number':
      return [1];
    case 'boolean':
      return [true];
    case 'string':
      if (KNOWN_IDS[name]) return [KNOWN_IDS[name]];
      if (KNOWN_TEXT[name]) return [KNOWN_TEXT[name]];
      if (schema.format === 'uuid') return [guest('1020:rafael')];
      if (schema.format === 'email') return ['rafael@example.com'];
      return [schema.pattern?.includes('\\d{4}-\\d{2}') ? TODAY : 'Silva'];
    default:
      return ['x'];
  }
}

/** Every place of a sample body a value can go: each property at any depth, each array's first item. */
function bodyPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const here = [path];
  if (Array.isArray(value))
    return [...here, ...(value.length ? bodyPaths(value[0] ?? null, [...path, 0]) : [])];
  if (value && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([key, child]) => bodyPaths(child, [...path, key]))];
  }
  return here;
}

const PLACEHOLDER = '"@@odd@@"';

/** `body` with `value` at `path`; what `body` lacks on the way comes from `full`. */
function withValueAt(body: Json, full: Json, path: (string | number)[], value: Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const container = (body ?? full) as Record<string | number, Json>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<
    string | number,
    Json
  >;
  const fullChild = (full as Record<string | number, Json> | null)?.[head] ?? null;
  copy[head] = withValueAt(copy[head] ?? fullChild, fullChild, rest, value);
  return copy as Json;
}

/** The JSON text of the body with `odd` at `path` (a deep value spliced in as text). */
function payloadWith(probe: Probe, path: (string | number)[]): string {
  const { base, full, odd } = probe;
  if ('value' in odd) return JSON.stringify(withValueAt(base, full, path, odd.value));
  const text = JSON.stringify(withValueAt(base, full, path, '@@odd@@'));
  return text.replace(PLACEHOLDER, `${'['.repeat(odd.deep)}"x"${']'.repeat(odd.deep)}`);
}

function queryText(value: OddValue): string {
  return 'value' in value
    ? typeof value.value === 'string'
      ? value.value
      : JSON.stringify(value.value)
    : '['.repeat(value.deep);
}

/** One request: `odd` in `field`, in the minimal body `base` (`full` lists every field of the body). */
type Probe = { operation: OpenApiOperation; field: Field; base: Json; full: Json; odd: OddValue };

describe('every field of every route of the OpenAPI document', () => {
  let testApp: TestApp;
  let authorization: string;
  let probes: Probe[];
  beforeAll(async () => {
    testApp = await buildTestApp({
      clock: fixedClock(NOW.toISOString()),
      searchLock: { maxFailures: 1_000_000, windowMinutes: 1 },
      pinHourlyLimit: 1_000_000,
    });
    authorization = await bearer(RAFAEL);
    const terms = await testApp.app.inject({
      url: '/api/terms?type=1&language=pt-BR',
      headers: { host: HOSTS.solnascente },
    });
    KNOWN_IDS.termId = terms.json<{ id: string }>().id;
    // The upload is multipart (upload.test.ts sends it malformed); every other route takes JSON or nothing.
    const operations = (await openApiOperations(testApp.app)).filter(
      (operation) => operation.operationId !== 'uploadStorageFile',
    );
    probes = operations.flatMap((operation) => {
      const fulls = samples(operation.body ?? undefined, true);
      return samples(operation.body ?? undefined).flatMap((base, variant) => {
        const full = fulls[variant] ?? base;
        const fields: Field[] = [
          ...operation.parameters
            .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
            .map((parameter) => ({ in: parameter.in as 'path' | 'query', name: parameter.name })),
          ...(operation.body ? bodyPaths(full).map((path): Field => ({ in: 'body', path })) : []),
        ];
        return fields.flatMap((field) => ODD_VALUES.map((odd) => ({ operation, field, base, full, odd })));
      });
    });
  });
  afterAll(() => testApp.close());

  async function send(probe: Probe) {
    const { operation, field, base, odd } = probe;
    const url = fillPath(operation.path, (name) =>
      field.in === 'path' && field.name === name ? queryText(odd) : pathValue(operation, name),
    );
    const query = operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => {
        const value =
          field.in === 'query' && field.name === parameter.name
            ? queryText(odd)
            : String(samples(parameter.schema, false, parameter.name)[0] ?? 'x');
        return `${percentEncode(parameter.name)}=${percentEncode(value)}`;
      })
      .join('&');
    const payload = operation.body
      ? field.in === 'body'
        ? payloadWith(probe, field.path)
        : JSON.stringify(base)
      : undefined;
    const response = await testApp.app.inject({
      method: operation.method,
      url: query ? `${url}?${query}` : url,
      headers: {
        host: HOSTS.solnascente,
        authorization,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    const where = field.in === 'body' ? `body.${field.path.join('.')}` : `${field.in}.${field.name}`;
    return {
      label: `${operation.method} ${operation.path} ${where}: ${odd.label}`,
      status: response.statusCode,
    };
  }

  it('answers no 5xx to NUL bytes, lone surrogates, long and deeply nested values in any field', async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      const { label, status } = await send(probe);
      if (status >= 500) failures.push(`${label} → ${status}`);
    }
    expect(failures).toEqual([]);
    expect(probes.length).toBeGreaterThan(1000);
  }, 300_000);

  it('answers no 5xx to generated values in any field (fast-check)', async () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('\u0000', '\uD800', '\uDFFF', '%00', '__proto__', '1e309', '-0'),
    );
    const anyValue: fc.Arbitrary<Json> = fc.oneof(
      anyText,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.dictionary(anyText, anyText, { maxKeys: 3 }),
      fc.array(anyText, { maxLength: 3 }),
    );
    const fieldProbes = probes.filter((probe) => probe.odd === ODD_VALUES[0]);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: fieldProbes.length - 1 }), anyValue, async (index, value) => {
        const probe = fieldProbes[index] as Probe;
        const { label, status } = await send({ ...probe, odd: { label: JSON.stringify(value), value } });
        expect(status, label).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
  }, 300_000);
});
