import { eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { createFnrhDocumentService } from '../fnrh-document/service.ts';
import { createSignatureRepository } from '../guests/signature-repository.ts';
import { writePrivacyAudit, type PrivacyActor } from './audit.ts';
import { collectGuestData } from './collect-guest-data.ts';
import { findPrivacySubject, guestNotFound } from './person.ts';

export type GuestExportDeps = {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
  /** The portal's public files (the hotels' logos, for the FNRH PDF). */
  portalFilesDir: string;
};

/** What an export answers: the zip's bytes, the names of its files, and its audit entry. */
export type GuestExport = { zip: Uint8Array; files: string[]; auditId: string; guestIds: string[] };

/** A storage key's place in the zip: `images/<guestId>/<purpose>/<file>`. */
const imagePath = (key: string) => `images/${key.split('/').slice(1).join('/')}`;

/**
 * Exports everything the hotel holds about a guest (LGPD arts. 18 II and V, 19; decision 200): the
 * person's rows as `guest-data.json`, the FNRH PDF of each finalized stay, every stored image of theirs
 * (document photos, portrait, face registration image), their signatures, packaged as one zip (fflate),
 * and the export audited.
 */
export function createGuestExportService({ db, clock, storage, portalFilesDir }: GuestExportDeps) {
  const fnrhDocuments = createFnrhDocumentService({ db, clock, storage, portalFilesDir });
  const signatures = createSignatureRepository(db);

  return {
    async exportGuestData(companyId: string, guestId: string, actor: PrivacyActor): Promise<GuestExport> {
      const subject = await findPrivacySubject(db, companyId, guestId);
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      if (!company) throw guestNotFound();
      const exportedAt = clock();
      const data = await collectGuestData(db, subject);
      const entries: Zippable = {};
      for (const guest of subject.guests) {
        if (guest.fnrhId) {
          entries[`fnrh/${guest.id}.pdf`] = [
            await fnrhDocuments.renderGuestPdf(company, guest.id),
            { level: 0 },
          ];
        }
        const signature = await signatures.findSignature(companyId, guest.id);
        if (signature) entries[`signatures/${guest.id}.png`] = [signature.png, { level: 0 }];
        for await (const entry of storage.list(`${companyId}/${guest.id}/`)) {
          const bytes = await storage.read(entry.key);
          if (bytes) entries[imagePath(entry.key)] = [bytes, { level: 0 }];
        }
      }
      const document = {
        format: 'hospedar-guest-data',
        version: 1,
        exportedAt: exportedAt.toISOString(),
        hotel: { id: company.id, name: company.name, subdomain: company.subdomain },
        personId: subject.personId,
        files: Object.keys(entries).sort(),
        omitted: [
          'guest_pins.code_hash',
          'guest_pins.link_hash',
          'webauthn_credentials.public_key',
          'webauthn_challenges',
          'face_templates.descriptor',
          'payment_charges.token',
          'payment_attempts.request_hash',
          'outbox and mailbox message bodies',
        ],
        data,
      };
      entries['guest-data.json'] = strToU8(JSON.stringify(document, null, 2));
      const files = Object.keys(entries).sort();
      const zip = zipSync(entries, { level: 6, mtime: exportedAt });
      const guestIds = subject.guests.map((guest) => guest.id);
      const auditId = await writePrivacyAudit(db, {
        companyId,
        action: 'export',
        actor,
        personId: subject.personId,
        guestIds,
        details: { files, bytes: zip.byteLength },
        at: exportedAt,
      });
      return { zip, files, auditId, guestIds };
    },
  };
}
export type GuestExportService = ReturnType<typeof createGuestExportService>;
