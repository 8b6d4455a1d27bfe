import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `column::text` contains any of the texts, case-insensitively; false when there are none. */
export function textContainsAny(column: SQLWrapper, texts: readonly string[]): SQL {
  if (texts.length === 0) return sql`false`;
  return or(...texts.map((text) => sql`${column}::text ilike ${likeEscaped(text)}`)) ?? sql`false`;
}
