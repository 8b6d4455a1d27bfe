import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { PostcodeAddress } from '../../adapters/postcode/postcode-driver.ts';
import type { Database } from '../../db/client.ts';
import { readHeader, readRow, type CsvHeader } from './zip-csv.ts';
import { createZipRepository } from './zip-repository.ts';

export type RefusedLine = { line: number; reason: string };
export type ZipImportReport = {
  /** Data lines read (the header and blank lines not counted). */
  read: number;
  /** Rows inserted or updated. */
  imported: number;
  refused: RefusedLine[];
};

/**
 * Streams a CSV (header cep,street,neighborhood,city,city_ibge,state[,complement]) into zip_codes,
 * upserting in batches; malformed lines are refused with their line number, the others imported.
 * A file whose header is wrong imports nothing.
 */
export async function importZipCsv(
  db: Database,
  input: Readable,
  options: { batchSize?: number; onBatch?: (report: ZipImportReport) => void } = {},
): Promise<ZipImportReport> {
  const batchSize = options.batchSize ?? 1000;
  const repository = createZipRepository(db);
  const report: ZipImportReport = { read: 0, imported: 0, refused: [] };
  let header: CsvHeader | undefined;
  let batch: PostcodeAddress[] = [];
  let lineNumber = 0;

  const flush = async () => {
    if (batch.length === 0) return;
    await repository.upsert(batch);
    report.imported += batch.length;
    batch = [];
    options.onBatch?.(report);
  };

  for await (const rawLine of createInterface({ input, crlfDelay: Infinity })) {
    lineNumber += 1;
    const line = rawLine.trimEnd();
    if (!header) {
      const parsed = readHeader(line);
      if (typeof parsed === 'string') {
        report.refused.push({ line: lineNumber, reason: parsed });
        return report;
      }
      header = parsed;
      continue;
    }
    if (line.trim() === '') continue;
    report.read += 1;
    const row = readRow(line, header);
    if (typeof row === 'string') report.refused.push({ line: lineNumber, reason: row });
    else batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return report;
}
