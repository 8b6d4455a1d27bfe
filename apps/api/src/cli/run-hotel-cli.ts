import path from 'node:path';
import { apiKeyCommand } from './api-key-commands.ts';
import type { CliCommand } from './cli-args.ts';
import type { CliContext, CliOutput } from './cli-context.ts';
import { CliInputError } from './cli-input-error.ts';
import { createHotelCommand } from './create-hotel-command.ts';
import { guestCommand } from './guest-commands.ts';
import { fnrhDigitalCommand } from './fnrh-digital-command.ts';
import { importReservationsCommand } from './import-reservations-command.ts';
import { createOwnerCommand } from './staff-commands.ts';

/** Prints an input error, one issue a line, to stderr. */
export function printInputError(output: CliOutput, error: CliInputError) {
  output.error(`Error: ${error.message}`);
  for (const issue of error.issues) output.error(`  ${issue.where}: ${issue.message}`);
}

/**
 * Runs one command (`isProduction`: NODE_ENV is production, which keeps URLs to https); answers the exit code: 0 done, 1 input refused (explained on stderr, nothing
 * written). Other errors propagate: they are bugs or an unreachable database, not the operator's input.
 */
export async function runHotelCli(
  context: CliContext,
  command: Exclude<CliCommand, { kind: 'help' }>,
  cwd: string,
  { isProduction = false }: { isProduction?: boolean } = {},
): Promise<number> {
  const resolve = (file: string) => path.resolve(cwd, file);
  try {
    if (command.kind === 'create') await createHotelCommand(context, resolve(command.file));
    else if (command.kind === 'import-reservations') {
      await importReservationsCommand(context, command.hotel, resolve(command.file));
    } else if (command.kind === 'guest') {
      const guest =
        command.command.action === 'export'
          ? { ...command.command, out: resolve(command.command.out) }
          : command.command;
      await guestCommand(context, guest, { kind: 'cli', name: command.actor ?? context.actor ?? 'cli' });
    } else if (command.kind === 'fnrh-digital') {
      await fnrhDigitalCommand(context, command.hotel, resolve(command.file), { isProduction });
    } else if (command.kind === 'staff-create-owner') {
      await createOwnerCommand(context, command.hotel, command.email);
    } else await apiKeyCommand(context, command.action, command.hotel, command.name);
    return 0;
  } catch (error) {
    if (!(error instanceof CliInputError)) throw error;
    printInputError(context.output, error);
    return 1;
  }
}
