import { char, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Brazilian zip codes (CEP) and their addresses: imported from a CSV (`npm run db:import-zip`),
 * seeded for the demo cities, and cached from the remote provider when one is enabled.
 */
export const zipCodes = pgTable(
  'zip_codes',
  {
    cep: char('cep', { length: 8 }).primaryKey(),
    street: text('street').notNull(),
    neighborhood: text('neighborhood').notNull().default(''),
    city: text('city').notNull(),
    /** 7-digit IBGE code of the municipality. */
    cityIbge: char('city_ibge', { length: 7 }).notNull(),
    /** The state's abbreviation (UF). */
    state: char('state', { length: 2 }).notNull(),
    complement: text('complement'),
    /** Lower case, accents removed: the forgot-address search matches on these. */
    cityKey: text('city_key').notNull(),
    streetKey: text('street_key').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('zip_codes_state_city_key_idx').on(table.state, table.cityKey)],
);

export type ZipCodeRow = typeof zipCodes.$inferSelect;
export type NewZipCodeRow = typeof zipCodes.$inferInsert;
