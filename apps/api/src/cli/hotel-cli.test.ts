import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ZGetCompanyResponse } from '@hospedar/contracts/tenant/get-company';
import { companies, guests, reservations } from '../db/schema/index.ts';
import { getJson } from '../test/api-client.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { integrationCall, BASE } from '../modules/integration/integration-test-helpers.ts';
import { parseCliArgs } from './cli-args.ts';
import type { CliContext } from './cli-context.ts';
import { runHotelCli } from './run-hotel-cli.ts';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const EXAMPLES = path.resolve(API_DIR, '../../examples');
const HOTEL_JSON = path.join(EXAMPLES, 'hotel.json');
const RESERVATIONS_CSV = path.join(EXAMPLES, 'reservations.csv');

describe('npm run hotel (the onboarding CLI)', () => {
  let testApp: TestApp;
  let dir: string;
  let out: string[];
  let err: string[];
  let context: CliContext;

  /** Runs a command line as `npm run hotel -- ...` would; answers its exit code. */
  async function run(...argv: string[]) {
    out = [];
    err = [];
    const command = parseCliArgs(argv);
    if (command.kind === 'help') throw new Error('help is not run here');
    return runHotelCli(context, command, dir);
  }

  async function rowCounts() {
    const [companyCount] = await testApp.db.select({ n: count() }).from(companies);
    const [reservationCount] = await testApp.db.select({ n: count() }).from(reservations);
    const [guestCount] = await testApp.db.select({ n: count() }).from(guests);
    return { companies: companyCount?.n, reservations: reservationCount?.n, guests: guestCount?.n };
  }

  async function vilaverdeRows() {
    const [company] = await testApp.db.select().from(companies).where(eq(companies.subdomain, 'vilaverde'));
    if (!company) return { reservations: [], guests: [] };
    return {
      reservations: await testApp.db
        .select()
        .from(reservations)
        .where(eq(reservations.companyId, company.id)),
      guests: await testApp.db.select().from(guests).where(eq(guests.companyId, company.id)),
    };
  }

  async function writeVariant(name: string, text: string) {
    const file = path.join(dir, name);
    await writeFile(file, text);
    return file;
  }

  beforeAll(async () => {
    testApp = await buildTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'hotel-cli-'));
    context = {
      db: testApp.db,
      clock: () => new Date(),
      output: { info: (line) => out.push(line), error: (line) => err.push(line) },
    };
  });
  afterAll(() => testApp.close());

  it('runs as `npm run hotel`: --help lists the commands, a bad command line exits 1', () => {
    const cli = (...args: string[]) =>
      spawnSync(path.join(API_DIR, '../../node_modules/.bin/tsx'), ['src/cli/hotel.ts', ...args], {
        cwd: API_DIR,
        encoding: 'utf8',
      });
    const help = cli('--help');
    expect(help.status).toBe(0);
    for (const command of ['create', 'import-reservations', 'api-key create', 'api-key revoke']) {
      expect(help.stdout).toContain(`  ${command} `);
    }
    const bad = cli('api-key', 'erase', 'vilaverde');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Expected: api-key <create|list|rotate|revoke> <hotel> [name]');
    // Two processes that each load the whole CLI (database, storage, PDF): seconds on a busy machine.
  }, 120_000);

  it('parses the command line', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['api-key', 'create', 'vilaverde', 'pms'])).toEqual({
      kind: 'api-key',
      action: 'create',
      hotel: 'vilaverde',
      name: 'pms',
    });
    expect(() => parseCliArgs(['import-reservations', 'vilaverde'])).toThrow(/import-reservations/);
    expect(() => parseCliArgs(['frob'])).toThrow(/Unknown command 'frob'/);
  });

  it('refuses a bad hotel.json naming each field, and writes nothing', async () => {
    const definition = JSON.parse(await readFile(HOTEL_JSON, 'utf8'));
    definition.rules.pinLength = 'five';
    definition.stepsConfig[1].id = 'no-such-step';
    definition.colour = '#fff';
    const file = await writeVariant('bad-hotel.json', JSON.stringify(definition, null, 2));
    const before = await rowCounts();
    expect(await run('create', file)).toBe(1);
    expect(err[0]).toBe('Error: bad-hotel.json is not a valid hotel definition.');
    expect(err.some((line) => line.startsWith('  rules.pinLength: '))).toBe(true);
    expect(err.some((line) => line.startsWith('  stepsConfig[1].id: '))).toBe(true);
    expect(err).toContain('  (file): unknown field(s): colour');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a JSON syntax error at its line and column', async () => {
    const file = await writeVariant('broken.json', '{\n  "subdomain": "x",\n  "name": oops\n}\n');
    expect(await run('create', file)).toBe(1);
    expect(err[1]).toMatch(/^ {2}broken\.json:3:11: /);
  });

  it('creates the example hotel, which then answers on its subdomain; a second create is refused', async () => {
    expect(await run('create', HOTEL_JSON)).toBe(0);
    expect(out[0]).toBe("Created hotel 'Pousada Vila Verde'.");
    const { status, body } = await getJson(testApp.app, '/api/companies/vilaverde');
    expect(status).toBe(200);
    const company = ZGetCompanyResponse.parse(body);
    expect(company.name).toBe('Pousada Vila Verde');
    expect(company.hotel.subdomain).toBe('vilaverde');
    expect(company.theme.primaryColor).toBe('#15803d');
    expect(company.languages).toEqual(['pt-BR', 'en-US', 'es-ES']);
    expect(company.searchFlags.enableSearchByEmailOrPhoneNumber).toBe(true);

    const before = await rowCounts();
    expect(await run('create', HOTEL_JSON)).toBe(1);
    expect(err).toContain("  subdomain: a hotel with the subdomain 'vilaverde' already exists");
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a bad CSV naming each line and column, and writes nothing', async () => {
    const lines = (await readFile(RESERVATIONS_CSV, 'utf8')).split('\n');
    lines[2] = String(lines[2]).replace(',no,no,Caio', ',perhaps,no,Caio');
    lines[4] = String(lines[4]).replace('2027-09-04,2027-09-06', '2027-09-04,2027-09-01');
    const file = await writeVariant('bad.csv', lines.join('\n'));
    expect(await run('import-reservations', 'vilaverde', file)).toBe(1);
    expect(err).toEqual([
      'Error: bad.csv has invalid lines; nothing was imported.',
      "  line 3, column main_guest: 'yes', 'no' or empty",
      '  line 5, column checkout_date: the check-out date is before the check-in date',
    ]);
    expect(await vilaverdeRows()).toEqual({ reservations: [], guests: [] });
  });

  it('names unknown and missing columns, and a line the CSV parser cannot read', async () => {
    const lines = (await readFile(RESERVATIONS_CSV, 'utf8')).split('\n');
    const header = String(lines[0]).replace('room_name', 'room').replace(',status,', ',');
    const withoutStatus = lines
      .slice(1)
      .map((line) => line.replace(/^([^,]*,[^,]*,[^,]*,[^,]*),[^,]*,/, '$1,'));
    const renamed = await writeVariant('columns.csv', [header, ...withoutStatus].join('\n'));
    expect(await run('import-reservations', 'vilaverde', renamed)).toBe(1);
    expect(err).toEqual([
      'Error: columns.csv has invalid lines; nothing was imported.',
      '  line 1, column room_name: missing column',
      '  line 1, column status: missing column',
      '  line 1, column room: unknown column',
    ]);

    lines[3] = String(lines[3]).replace(',Lucía,', ',Lucía,extra,');
    const ragged = await writeVariant('ragged.csv', lines.join('\n'));
    expect(await run('import-reservations', 'vilaverde', ragged)).toBe(1);
    expect(err[0]).toBe('Error: ragged.csv is not a valid CSV file.');
    expect(err[1]).toMatch(/^ {2}line 4: /);
    expect(await vilaverdeRows()).toEqual({ reservations: [], guests: [] });
  });

  it("refuses a row the integration API's rules refuse (a bad CPF, a future birthdate), writing nothing", async () => {
    const lines = (await readFile(RESERVATIONS_CSV, 'utf8')).split('\n');
    lines[2] = String(lines[2]).replace('84620517380', '84620517381');
    lines[4] = String(lines[4]).replace('1979-01-21', '2099-01-21');
    const file = await writeVariant('refused.csv', lines.join('\n'));
    expect(await run('import-reservations', 'vilaverde', file)).toBe(1);
    expect(err[0]).toBe('Error: refused.csv has refused lines; nothing was imported.');
    expect(err).toContain('  line 3, column document_number: Enter a valid document number');
    expect(err.some((line) => line.startsWith('  line 5, column birthdate: '))).toBe(true);
    expect(await vilaverdeRows()).toEqual({ reservations: [], guests: [] });
  });

  it('imports the example CSV; importing it again changes nothing', async () => {
    expect(await run('import-reservations', 'vilaverde', RESERVATIONS_CSV)).toBe(0);
    expect(out.at(-1)).toBe('3 reservation(s) for vilaverde: 3 created, 0 updated, 0 unchanged.');
    const first = await vilaverdeRows();
    expect(first.reservations.map((row) => row.reservationNumber).sort()).toEqual([
      'VV-1001',
      'VV-1002',
      'VV-1003',
    ]);
    expect(first.guests.map((row) => `${row.name} ${row.lastName}`).sort()).toEqual([
      'Caio Rocha',
      'Helena Rocha',
      'Lucía Fernández',
      'Rafael Souza',
    ]);

    expect(await run('import-reservations', 'vilaverde', RESERVATIONS_CSV)).toBe(0);
    expect(out.at(-1)).toBe('3 reservation(s) for vilaverde: 0 created, 0 updated, 3 unchanged.');
    expect(await vilaverdeRows()).toEqual(first);
  });

  it('names an unknown hotel', async () => {
    expect(await run('import-reservations', 'nowhere', RESERVATIONS_CSV)).toBe(1);
    expect(err).toEqual(["Error: No hotel with the subdomain or id 'nowhere'."]);
  });

  it('api-key create prints a key that works on the integration API; rotate and revoke end it', async () => {
    expect(await run('api-key', 'create', 'vilaverde', 'pms')).toBe(0);
    const secret = String(out.at(-1));
    const fnrh = (key: string) => integrationCall(testApp, 'GET', `${BASE}/fnrh`, key);
    expect((await fnrh(secret)).status).toBe(200);
    const reservation = await integrationCall(testApp, 'GET', `${BASE}/reservations/VV-1001`, secret);
    expect(reservation.status).toBe(200);

    expect(await run('api-key', 'list', 'vilaverde')).toBe(0);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^pms\t.+\tactive\t/);
    expect(out.join('\n')).not.toContain(secret);

    expect(await run('api-key', 'create', 'vilaverde', 'pms')).toBe(1);
    expect(err[0]).toBe("Error: The hotel already has an active key named 'pms'.");

    expect(await run('api-key', 'rotate', 'vilaverde', 'pms')).toBe(0);
    const rotated = String(out.at(-1));
    expect((await fnrh(secret)).status).toBe(401);
    expect((await fnrh(rotated)).status).toBe(200);

    expect(await run('api-key', 'revoke', 'vilaverde', 'pms')).toBe(0);
    expect((await fnrh(rotated)).status).toBe(401);
    expect(await run('api-key', 'revoke', 'vilaverde', 'pms')).toBe(1);
  });
});
