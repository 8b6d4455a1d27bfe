import type { z } from 'zod';
import type { TSettingsSectionName } from '@hospedar/contracts/console/settings-sections';
import type { Database } from '../../../db/client.ts';
import type { CompanyRow, NewCompanyRow } from '../../../db/schema/index.ts';

/**
 * One part of the portal an owner edits (decision 208): how it is read off the hotel's row and written
 * back. `schema` is the contracts' schema of the section, the body of its PUT and the console's form.
 */
export type SettingsSection<T> = {
  name: TSettingsSectionName;
  schema: z.ZodType<T>;
  /** What GET answers when a stored value may predate the console's stricter schema (else `schema`). */
  readSchema?: z.ZodType<unknown>;
  read: (row: CompanyRow) => T;
  write: (value: T, row: CompanyRow) => Partial<NewCompanyRow>;
  /** A check that needs the database (an uploaded image is the hotel's); throws an HttpError to refuse. */
  check?: (value: T, row: CompanyRow, db: Pick<Database, 'select'>) => Promise<void>;
};
