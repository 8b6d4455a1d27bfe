import { parseArgs } from 'node:util';
import { API_KEY_ACTIONS, type ApiKeyAction } from './api-key-commands.ts';
import { CliInputError } from './cli-input-error.ts';
import type { GuestCommand } from './guest-commands.ts';

export const HOTEL_CLI_HELP = `Usage: npm run hotel -- <command>

Commands:
  create <hotel.json>                          Create a hotel from a JSON file (see examples/hotel.json).
  import-reservations <hotel> <file.csv>       Create or update reservations from a CSV file, one guest a
                                               line (see examples/reservations.csv); idempotent by number.
  api-key create <hotel> <name>                Create an integration API key; prints its secret once.
  api-key list <hotel>                         List the hotel's keys (never their secrets).
  api-key rotate <hotel> <name>                Replace a key's secret; the old one stops working at once.
  api-key revoke <hotel> <name>                Revoke a key; it answers 401 from now on.
  guest export <hotel> <guestId> <out.zip>     Export everything held about the guest (every stay of the
                                               same person): JSON, FNRH PDFs and images, in a zip.
  guest erase <hotel> <guestId>                Erase the guest (every stay of the same person); prints
                                               what was kept and why.
  guest retention <hotel> [days|off]           Show or set how many days after check-out guests' data
                                               is erased by the server.
  fnrh-digital <hotel> <settings.json>         Set the hotel's FNRH Digital settings (user, key,
                                               cpf_solicitante, base URL, race and disability asked).
  staff create-owner <hotel> <email>           Create the hotel's first console owner; prints a one-time
                                               link (7 days) where the owner sets the password.

<hotel> is the hotel's subdomain or id. The database is the one \`npm start\` uses: PGlite under
DATA_DIR, or PostgreSQL when DATABASE_URL is set.

Options:
  --actor <name>                               Who runs a guest command, for the audit (default: the
                                               operating system's user).
  -h, --help                                   Show this help.`;

/** What the command line asks for. */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'create'; file: string }
  | { kind: 'import-reservations'; hotel: string; file: string }
  | { kind: 'fnrh-digital'; hotel: string; file: string }
  | { kind: 'api-key'; action: ApiKeyAction; hotel: string; name: string | undefined }
  | { kind: 'guest'; command: GuestCommand; actor: string | undefined }
  | { kind: 'staff-create-owner'; hotel: string; email: string };

const usage = (message: string) =>
  new CliInputError(message, [{ where: 'arguments', message: 'run `npm run hotel -- --help`' }]);

/** The positionals when there are exactly `count` of them. */
function exactly<N extends 1 | 2>(positionals: string[], count: N, shape: string) {
  if (positionals.length !== count) throw usage(`Expected: ${shape}`);
  return positionals as N extends 1 ? [string] : [string, string];
}

/** The command of `npm run hotel -- ...` (node:util parseArgs); a malformed line is an input error. */
export function parseCliArgs(argv: string[]): CliCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { help: { type: 'boolean', short: 'h' }, actor: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usage(error instanceof Error ? error.message : String(error));
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === undefined || command === 'help') return { kind: 'help' };
  switch (command) {
    case 'create': {
      const [file] = exactly(rest, 1, 'create <hotel.json>');
      return { kind: 'create', file };
    }
    case 'import-reservations': {
      const [hotel, file] = exactly(rest, 2, 'import-reservations <hotel> <reservations.csv>');
      return { kind: 'import-reservations', hotel, file };
    }
    case 'fnrh-digital': {
      const [hotel, file] = exactly(rest, 2, 'fnrh-digital <hotel> <settings.json>');
      return { kind: 'fnrh-digital', hotel, file };
    }
    case 'api-key': {
      const [action, hotel, name, ...extra] = rest;
      if (!API_KEY_ACTIONS.includes(action as ApiKeyAction) || hotel === undefined || extra.length > 0) {
        throw usage('Expected: api-key <create|list|rotate|revoke> <hotel> [name]');
      }
      if (action === 'list' && name !== undefined) throw usage('Expected: api-key list <hotel>');
      return { kind: 'api-key', action: action as ApiKeyAction, hotel, name };
    }
    case 'guest':
      return { kind: 'guest', command: guestCommandOf(rest), actor: parsed.values.actor };
    case 'staff': {
      const [action, hotel, email, ...extra] = rest;
      if (action !== 'create-owner' || hotel === undefined || email === undefined || extra.length > 0) {
        throw usage('Expected: staff create-owner <hotel> <email>');
      }
      return { kind: 'staff-create-owner', hotel, email };
    }
    default:
      throw usage(`Unknown command '${command}'.`);
  }
}

/** `guest export <hotel> <guestId> <out.zip>`, `guest erase <hotel> <guestId>`, `guest retention <hotel> [days|off]`. */
function guestCommandOf(rest: string[]): GuestCommand {
  const [action, ...args] = rest;
  if (action === 'export') {
    const [hotel, guestId, out] = exactlyThree(args, 'guest export <hotel> <guestId> <out.zip>');
    return { action, hotel, guestId, out };
  }
  if (action === 'erase') {
    const [hotel, guestId] = exactly(args, 2, 'guest erase <hotel> <guestId>');
    return { action, hotel, guestId };
  }
  if (action === 'retention' && (args.length === 1 || args.length === 2)) {
    return { action, hotel: args[0] ?? '', days: args[1] };
  }
  throw usage('Expected: guest <export|erase|retention> <hotel> ...');
}

function exactlyThree(positionals: string[], shape: string): [string, string, string] {
  if (positionals.length !== 3) throw usage(`Expected: ${shape}`);
  return positionals as [string, string, string];
}
