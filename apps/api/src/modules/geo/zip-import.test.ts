import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipCodes } from '../../db/schema/index.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { parseCsvLine } from './zip-csv.ts';
import { importZipCsv } from './zip-import.ts';

const csv = (...lines: string[]) => Readable.from([lines.join('\n')]);
const HEADER = 'cep,street,neighborhood,city,city_ibge,state';

describe('importZipCsv (npm run db:import-zip)', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.cleanup());

  it('imports good lines in batches and refuses malformed ones with their line number', async () => {
    const report = await importZipCsv(
      testDb.db,
      csv(
        HEADER,
        '88780-140,Rua Nereu Ramos,Centro,Imbituba,4207304,SC',
        '"88780160","Avenida Presidente Getúlio Vargas, lado par",Centro,Imbituba,4207304,sc',
        '',
        '8878014,Rua Curta,Centro,Imbituba,4207304,SC',
        '88780170,Rua Errada,Centro,Imbituba,4207304,PR',
        '88780180,Rua Sem Código,Centro,Imbituba,123,SC',
        '88780190,Rua Faltando,Centro,Imbituba,4207304',
        '88780200,"Rua Aberta,Centro,Imbituba,4207304,SC',
        '01310200,Avenida Paulista,Bela Vista,São Paulo,3550308,SP',
      ),
      { batchSize: 2 },
    );
    expect(report.read).toBe(8);
    expect(report.imported).toBe(3);
    expect(report.refused.map(({ line }) => line)).toEqual([5, 6, 7, 8, 9]);
    expect(report.refused[0]?.reason).toContain('8878014');
    expect(report.refused[1]?.reason).toContain('SC');
    const rows = await testDb.db.select().from(zipCodes).orderBy(zipCodes.cep);
    expect(rows.map((row) => [row.cep, row.street, row.state])).toEqual([
      ['01310200', 'Avenida Paulista', 'SP'],
      ['88780140', 'Rua Nereu Ramos', 'SC'],
      ['88780160', 'Avenida Presidente Getúlio Vargas, lado par', 'SC'],
    ]);
  });

  it('updates rows already there (upsert) and takes a complement column', async () => {
    const report = await importZipCsv(
      testDb.db,
      csv(
        `\uFEFF${HEADER},complement`,
        '88780140,Rua Nereu Ramos,Vila Nova,Imbituba,4207304,SC,até 300',
        '88780140,Rua Nereu Ramos,Centro,Imbituba,4207304,SC,até 400',
      ),
    );
    expect(report).toEqual({ read: 2, imported: 2, refused: [] });
    const rows = await testDb.db.select().from(zipCodes);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.cep === '88780140')).toMatchObject({
      neighborhood: 'Centro',
      complement: 'até 400',
    });
  });

  it('imports nothing when the header is wrong', async () => {
    const report = await importZipCsv(testDb.db, csv('zip,street', '88780140,Rua'));
    expect(report.imported).toBe(0);
    expect(report.refused).toEqual([{ line: 1, reason: expect.stringContaining('cep') }]);
  });

  it('parses quoted fields', () => {
    expect(parseCsvLine('a,"b,c","d ""e""",')).toEqual(['a', 'b,c', 'd "e"', '']);
    expect(parseCsvLine('"open')).toBeNull();
  });
});
