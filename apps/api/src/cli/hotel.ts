import os from 'node:os';
import { createStorageDriver } from '../adapters/storage/create-storage-driver.ts';
import { deriveSecrets, loadAppSecret } from '../auth/secrets.ts';
import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured-database.ts';
import { HOTEL_CLI_HELP, parseCliArgs } from './cli-args.ts';
import { consoleOutput } from './cli-context.ts';
import { CliInputError } from './cli-input-error.ts';
import { printInputError, runHotelCli } from './run-hotel-cli.ts';

/**
 * `npm run hotel -- <command>` (decision 172): onboarding a hotel without SQL, against the database
 * `npm start` uses (the same configuration, migrated the same way).
 */
async function main(): Promise<number> {
  let command;
  try {
    command = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CliInputError)) throw error;
    printInputError(consoleOutput, error);
    return 1;
  }
  if (command.kind === 'help') {
    consoleOutput.info(HOTEL_CLI_HELP);
    return 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    consoleOutput.error(error.message);
    return 1;
  }
  const handle = await openConfiguredDatabase(config);
  const secrets = deriveSecrets(loadAppSecret({ appSecret: config.APP_SECRET, dataDir: config.DATA_DIR }));
  const storage = createStorageDriver(config, { signingKey: secrets.storageSigningKey, clock: systemClock });
  try {
    return await runHotelCli(
      {
        db: handle.db,
        clock: systemClock,
        output: consoleOutput,
        privacy: { storage, portalFilesDir: config.WEB_DIST_DIR },
        actor: os.userInfo().username,
        portal: { baseDomain: config.PORTAL_BASE_DOMAIN, port: config.PORT },
      },
      command,
      process.env.INIT_CWD ?? process.cwd(),
      { isProduction: config.NODE_ENV === 'production' },
    );
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
