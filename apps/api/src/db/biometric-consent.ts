import { and, eq, isNull } from 'drizzle-orm';
import { BIOMETRIC_CONSENT_TEXT_VERSION } from '@hospedar/contracts/biometrics/constants';
import type { Database } from './client.ts';
import { biometricConsents } from './schema/index.ts';

/** The person's open consent to facial biometrics at the hotel (decision 121), or null. */
export async function openBiometricConsent(
  db: Database,
  { companyId, personId }: { companyId: string; personId: string },
) {
  const [row] = await db
    .select()
    .from(biometricConsents)
    .where(
      and(
        eq(biometricConsents.companyId, companyId),
        eq(biometricConsents.personId, personId),
        isNull(biometricConsents.withdrawnAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether the person consented to the text the portal shows now: nothing of their face is kept before. */
export async function hasCurrentBiometricConsent(
  db: Database,
  person: { companyId: string; personId: string },
): Promise<boolean> {
  return (await openBiometricConsent(db, person))?.textVersion === BIOMETRIC_CONSENT_TEXT_VERSION;
}
