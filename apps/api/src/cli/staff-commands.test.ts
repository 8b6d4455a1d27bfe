import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../test/api-client.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { consoleCall, signIn } from '../modules/console/console-test-client.ts';
import { parseCliArgs } from './cli-args.ts';
import type { CliContext } from './cli-context.ts';
import { runHotelCli } from './run-hotel-cli.ts';

describe('npm run hotel -- staff create-owner (decision 197)', () => {
  let testApp: TestApp;
  let out: string[] = [];
  let err: string[] = [];
  let context: CliContext;
  const run = (...argv: string[]) => {
    out = [];
    err = [];
    const command = parseCliArgs(argv);
    if (command.kind === 'help') throw new Error('help is not run here');
    return runHotelCli(context, command, process.cwd());
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    context = {
      db: testApp.db,
      clock: () => new Date(),
      output: { info: (line) => out.push(line), error: (line) => err.push(line) },
      portal: { baseDomain: undefined, port: 3000 },
    };
  });
  afterAll(() => testApp.close());

  it("prints a one-time link on the hotel's host; the owner sets a password there and signs in", async () => {
    expect(await run('staff', 'create-owner', 'marazul', 'Gerente@MarAzul.example')).toBe(0);
    const link = out.at(-1) ?? '';
    expect(link).toMatch(
      /^http:\/\/marazul\.localhost:3000\/console\/accept-invite#token=[A-Za-z0-9_-]{43}$/,
    );
    expect(out[0]).toContain('Owner gerente@marazul.example created at marazul');
    const token = link.split('#token=')[1];
    const accepted = await consoleCall(testApp.app, 'POST', '/api/console/invitations/accept', {
      host: HOSTS.marazul,
      body: { token, name: 'Gerente', password: 'ondas do mar azul ao sul' },
    });
    expect(accepted.status).toBe(204);
    const session = await signIn(
      testApp.app,
      'gerente@marazul.example',
      'ondas do mar azul ao sul',
      HOSTS.marazul,
    );
    expect(session.body.staff.role).toBe('owner');
    // The link is spent.
    const again = await consoleCall(testApp.app, 'POST', '/api/console/invitations/accept', {
      host: HOSTS.marazul,
      body: { token, name: 'Gerente', password: 'another passphrase for it' },
    });
    expect(again.body.code).toBe('STAFF_LINK_INVALID');
  });

  it('points the link at PORTAL_BASE_DOMAIN when set', async () => {
    context = { ...context, portal: { baseDomain: 'hospedar.example.com', port: 3000 } };
    expect(await run('staff', 'create-owner', 'solnascente', 'second.owner@example.com')).toBe(0);
    expect(out.at(-1)).toMatch(
      /^https:\/\/solnascente\.hospedar\.example\.com\/console\/accept-invite#token=/,
    );
  });

  it('refuses an e-mail in use at the hotel, a malformed e-mail, an unknown hotel and a malformed line', async () => {
    expect(await run('staff', 'create-owner', 'solnascente', 'owner@solnascente.example')).toBe(1);
    expect(err[0]).toContain('already has a member with the e-mail owner@solnascente.example');
    expect(await run('staff', 'create-owner', 'solnascente', 'not-an-email')).toBe(1);
    expect(err[0]).toContain("'not-an-email' is not an e-mail address");
    expect(await run('staff', 'create-owner', 'nowhere', 'a@example.com')).toBe(1);
    expect(err[0]).toContain("No hotel with the subdomain or id 'nowhere'");
    expect(() => parseCliArgs(['staff', 'create-owner', 'solnascente'])).toThrow(
      'Expected: staff create-owner <hotel> <email>',
    );
  });
});
