import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FNRH_DIGITAL_FIELD_KEYS } from '@hospedar/contracts/fnrh-digital/form-fields';
import { ZGetCompanyResponse } from '@hospedar/contracts/tenant/get-company';
import { companies, fnrhDigitalSettings } from '../db/schema/index.ts';
import { createFnrhDigitalRepository } from '../modules/fnrh-digital/repository.ts';
import { getJson } from '../test/api-client.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { parseCliArgs } from './cli-args.ts';
import type { CliContext } from './cli-context.ts';
import { runHotelCli } from './run-hotel-cli.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../examples');
const HOTEL_JSON = path.join(EXAMPLES, 'hotel.json');
const SETTINGS_JSON = path.join(EXAMPLES, 'fnrh-digital.json');
const RESERVED = Object.values(FNRH_DIGITAL_FIELD_KEYS);

describe('npm run hotel -- fnrh-digital (a hotel’s FNRH Digital settings)', () => {
  let testApp: TestApp;
  let dir: string;
  let out: string[];
  let err: string[];
  let context: CliContext;
  let companyId: string;

  async function run(argv: string[], options: { isProduction?: boolean } = {}) {
    out = [];
    err = [];
    const command = parseCliArgs(argv);
    if (command.kind === 'help') throw new Error('help is not run here');
    return runHotelCli(context, command, dir, options);
  }

  async function settingsFile(name: string, changes: Record<string, unknown>) {
    const example = JSON.parse(await readFile(SETTINGS_JSON, 'utf8')) as Record<string, unknown>;
    const file = path.join(dir, name);
    await writeFile(file, JSON.stringify({ ...example, ...changes }, null, 2));
    return file;
  }

  /** The portal's view of the hotel's extra fields (the 'dados-adicionais' step). */
  async function extraFieldKeys() {
    const { body } = await getJson(testApp.app, '/api/companies/vilaverde');
    const step = ZGetCompanyResponse.parse(body).stepsConfig.find((item) => item.id === 'dados-adicionais');
    return { enabled: step?.enabled, keys: step?.fields?.[0]?.additionalData.extraFields.map((f) => f.key) };
  }

  const settingsRows = () =>
    testApp.db.select().from(fnrhDigitalSettings).where(eq(fnrhDigitalSettings.companyId, companyId));

  beforeAll(async () => {
    testApp = await buildTestApp({ seed: false });
    dir = await mkdtemp(path.join(tmpdir(), 'hotel-cli-fnrh-'));
    context = {
      db: testApp.db,
      clock: () => new Date(),
      output: { info: (line) => out.push(line), error: (line) => err.push(line) },
    };
    expect(await run(['create', HOTEL_JSON])).toBe(0);
    const [row] = await testApp.db.select().from(companies).where(eq(companies.subdomain, 'vilaverde'));
    companyId = String(row?.id);
  });
  afterAll(() => testApp.close());

  it('parses its command line', () => {
    expect(parseCliArgs(['fnrh-digital', 'vilaverde', 'settings.json'])).toEqual({
      kind: 'fnrh-digital',
      hotel: 'vilaverde',
      file: 'settings.json',
    });
    expect(() => parseCliArgs(['fnrh-digital', 'vilaverde'])).toThrow(/fnrh-digital <hotel> <settings.json>/);
  });

  it('refuses bad settings naming each field, and writes nothing', async () => {
    const file = await settingsFile('bad.json', {
      cpfSolicitante: '52998224724',
      baseUrl: 'http://10.0.0.5/FNRH_API/rest/v2',
      username: '',
      colour: 'green',
    });
    expect(await run(['fnrh-digital', 'vilaverde', file])).toBe(1);
    expect(err[0]).toBe('Error: bad.json is not valid FNRH Digital settings.');
    expect(err).toContain('  cpfSolicitante: Must be a valid CPF (check digits)');
    expect(err).toContain('  baseUrl: Must be an https URL without a user or password');
    expect(err.some((line) => line.startsWith('  username: '))).toBe(true);
    expect(err).toContain('  (file): unknown field(s): colour');
    expect(await settingsRows()).toEqual([]);
  });

  it('takes a contract server on this machine over http outside production only', async () => {
    const file = await settingsFile('local.json', { baseUrl: 'http://127.0.0.1:3210/FNRH_API/rest/v2' });
    expect(await run(['fnrh-digital', 'vilaverde', file], { isProduction: true })).toBe(1);
    expect(err).toContain('  baseUrl: Must be an https URL without a user or password');
    expect(await settingsRows()).toEqual([]);

    expect(await run(['fnrh-digital', 'vilaverde', file])).toBe(0);
    expect(out[0]).toBe(
      'FNRH Digital enabled for vilaverde: user vilaverde-serpro, sent to http://127.0.0.1:3210/FNRH_API/rest/v2.',
    );
    const withUser = await settingsFile('user.json', {
      baseUrl: 'https://user:secret@fnrh.turismo.serpro.gov.br/FNRH_API/rest/v2',
    });
    expect(await run(['fnrh-digital', 'vilaverde', withUser])).toBe(1);
    expect(err).toContain('  baseUrl: Must be an https URL without a user or password');
  });

  it('sets the example settings, never printing the key, and adds the race and disability questions', async () => {
    expect(await run(['fnrh-digital', 'vilaverde', SETTINGS_JSON])).toBe(0);
    expect(out).toEqual([
      'FNRH Digital enabled for vilaverde: user vilaverde-serpro, sent to the local contract server (/fnrh-digital-sandbox).',
      'The form asks race or colour and disability (optional questions of the additional data step).',
    ]);
    expect([...out, ...err].join('\n')).not.toContain('the-key-from-the-serpro-portal');
    const view = await createFnrhDigitalRepository(testApp.db).viewSettings(companyId);
    expect(view).toMatchObject({
      isEnabled: true,
      username: 'vilaverde-serpro',
      hasApiKey: true,
      cpfSolicitante: '52998224725',
      baseUrl: null,
      askRaceAndDisability: true,
    });
    // The example hotel has no additional-data step: one of its own, with the three questions only.
    expect(await extraFieldKeys()).toEqual({ enabled: true, keys: RESERVED });

    // Again: the same settings, the questions not added twice.
    expect(await run(['fnrh-digital', 'vilaverde', SETTINGS_JSON])).toBe(0);
    expect(await extraFieldKeys()).toEqual({ enabled: true, keys: RESERVED });
  });

  it("keeps the hotel's own extra fields, and takes the questions away when they are no longer asked", async () => {
    const [row] = await testApp.db.select().from(companies).where(eq(companies.id, companyId));
    const steps = (row?.stepsConfig ?? []) as { id: string; fields?: { additionalData: object }[] }[];
    const ownField = {
      key: 'dietaryRestriction',
      label: { 'pt-BR': 'Restrição alimentar', 'en-US': 'Dietary restriction', 'es-ES': 'Restricción' },
      kind: 'text',
      required: false,
    };
    const withOwn = steps.map((step) =>
      step.id === 'dados-adicionais'
        ? {
            ...step,
            fields: [
              {
                additionalData: {
                  origin: true,
                  destination: true,
                  transportType: true,
                  travelReason: true,
                  extraFields: [ownField],
                },
              },
            ],
          }
        : step,
    );
    await testApp.db.update(companies).set({ stepsConfig: withOwn }).where(eq(companies.id, companyId));

    expect(await run(['fnrh-digital', 'vilaverde', SETTINGS_JSON])).toBe(0);
    expect(await extraFieldKeys()).toEqual({ enabled: true, keys: ['dietaryRestriction', ...RESERVED] });

    const off = await settingsFile('off.json', { askRaceAndDisability: false, isEnabled: false });
    expect(await run(['fnrh-digital', 'vilaverde', off])).toBe(0);
    expect(out).toEqual([
      'FNRH Digital disabled for vilaverde: user vilaverde-serpro, sent to the local contract server (/fnrh-digital-sandbox).',
      'The form does not ask race or colour nor disability.',
    ]);
    expect(await extraFieldKeys()).toEqual({ enabled: true, keys: ['dietaryRestriction'] });
    expect((await settingsRows())[0]).toMatchObject({ isEnabled: false, askRaceAndDisability: false });
  });

  it('names an unknown hotel', async () => {
    expect(await run(['fnrh-digital', 'nowhere', SETTINGS_JSON])).toBe(1);
    expect(err).toEqual(["Error: No hotel with the subdomain or id 'nowhere'."]);
  });
});
