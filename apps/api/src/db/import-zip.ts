import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { importZipCsv } from '../modules/geo/zip-import.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

/**
 * `npm run db:import-zip -w @hospedar/api -- <file.csv>`: loads zip codes into the configured
 * database. Exits 1 when the file is missing or any line was refused (the others are imported).
 */
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:import-zip -w @hospedar/api -- <file.csv>');
  process.exit(1);
}
const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
if (!existsSync(filePath)) {
  console.error(`No such file: ${filePath}`);
  process.exit(1);
}

const handle = await openConfiguredDatabase(loadConfig());
try {
  const report = await importZipCsv(handle.db, createReadStream(filePath), {
    onBatch: ({ imported }) => console.info(`… ${imported} rows imported`),
  });
  for (const { line, reason } of report.refused) console.error(`line ${line}: ${reason}`);
  console.info(
    `Zip codes (${handle.kind}): ${report.read} lines read, ${report.imported} imported, ${report.refused.length} refused.`,
  );
  process.exitCode = report.refused.length > 0 ? 1 : 0;
} finally {
  await handle.close();
}
