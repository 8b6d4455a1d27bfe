import { and, eq } from 'drizzle-orm';
import type { TAccommodationPreferences } from '@hospedar/contracts/preferences/set-preferences';
import type { Database } from '../../db/client.ts';
import { guests } from '../../db/schema/index.ts';

export function createPreferencesRepository(db: Database) {
  return {
    async savePreferences(input: {
      companyId: string;
      guestId: string;
      preferences: TAccommodationPreferences;
      now: Date;
    }): Promise<void> {
      await db
        .update(guests)
        .set({ accommodationPreferences: input.preferences, updatedAt: input.now })
        .where(and(eq(guests.companyId, input.companyId), eq(guests.id, input.guestId)));
    },
  };
}
