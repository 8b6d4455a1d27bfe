import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * How the erasure tests look for a guest after the erasure (decision 206): every row of every table as
 * PostgreSQL writes it as text, searched for the guest's texts with the stored files and log lines.
 */

/** Every row of every table of the public schema, as PostgreSQL writes a row as text. */
export async function everyTableAsText(db: Database): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const dump: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = (await db.execute(sql`select t::text as row from ${sql.identifier(name)} t`)) as unknown as {
      rows: { row: string }[];
    };
    dump[name] = rows.rows.map((row) => row.row).join('\n');
  }
  return dump;
}

/** The places (`table: text`) whose text holds any of the needles, case-insensitive. */
export function holders(texts: Record<string, string>, needles: string[]) {
  const found: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    const lower = text.toLowerCase();
    for (const needle of needles) if (lower.includes(needle.toLowerCase())) found.push(`${where}: ${needle}`);
  }
  return found;
}
