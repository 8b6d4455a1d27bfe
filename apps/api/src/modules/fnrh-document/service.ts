import sharp from 'sharp';
import { DEFAULT_LANGUAGE, isUuid, toSupportedLanguage, type TLanguage } from '@hospedar/contracts/constants';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import { dateTimeInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, GuestDocumentRow, GuestRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { createEmailLogoRenderer } from '../brand/email-logo.ts';
import { loadGeoData, type GeoData } from '../geo/geo-data.ts';
import { createSignatureRepository } from '../guests/signature-repository.ts';
import { toGuest } from '../guests/to-guest.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import {
  fnrhDocumentContent,
  type FnrhDocumentContent,
  type FnrhPhoto,
  type PlaceNames,
} from './fnrh-document-content.ts';

/** The stay the document names. */
type StayOfDocument = { reservationNumber: string; checkinDate: string; checkoutDate: string };
import { createFnrhDocumentRepository } from './repository.ts';
import { renderFnrhPdf, type FnrhDocumentImages } from './render-fnrh-pdf.ts';

/** Longest side of a document photo in the PDF: sharp at 150 dpi over the photo's 3-inch box. */
const PHOTO_MAX_SIDE_PX = 1000;

/** The hotel's language: its first one (the company's default), else pt-BR. */
export function hotelLanguage(hotel: Pick<CompanyRow, 'languages'>): TLanguage {
  return toSupportedLanguage(hotel.languages[0]) ?? DEFAULT_LANGUAGE;
}

function placeNames(geo: GeoData, language: TLanguage): PlaceNames {
  const countries = new Map(geo.countries[language].map((country) => [country.id, country.name]));
  return {
    country: (code) => (code ? (countries.get(code.toUpperCase()) ?? '') : ''),
    state: (countryCode, stateCode) => {
      if (!stateCode) return '';
      const states = geo.statesByCountry.get((countryCode ?? '').toUpperCase()) ?? [];
      return states.find((state) => state.code === stateCode || state.id === stateCode)?.name ?? '';
    },
  };
}

/**
 * A document photo as a JPEG the PDF embeds: turned upright (EXIF) and no larger than it is shown;
 * null when storage has no such file or it is not an image, so one bad file does not stop the document.
 */
async function photoForPdf(storage: StorageDriver, photo: FnrhPhoto) {
  const bytes = await storage.read(photo.key);
  if (!bytes) return null;
  try {
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({
        width: PHOTO_MAX_SIDE_PX,
        height: PHOTO_MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { image: data, caption: photo.caption, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

export type FnrhDocumentServiceDeps = {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
  /** The portal's public files, where the hotels' SVG logos are (rendered as PNG, as for e-mails). */
  portalFilesDir: string;
};

/**
 * The FNRH document: one guest's registration as a PDF, in the hotel's language, with the hotel's name
 * and logo, every FNRH field, the document photos and the signature (decision 160).
 */
export function createFnrhDocumentService({ db, clock, storage, portalFilesDir }: FnrhDocumentServiceDeps) {
  const repository = createFnrhDocumentRepository(db);
  const signatures = createSignatureRepository(db);
  const renderLogo = createEmailLogoRenderer(portalFilesDir);

  /**
   * What the document says of a guest the caller read (every FNRH field labelled in `language`, the
   * photos' keys and captions): the PDF draws it, the console shows it (decision 215).
   */
  async function describeGuest(
    hotel: CompanyRow,
    found: { guest: GuestRow; reservation: StayOfDocument; documents: GuestDocumentRow[] },
    language: TLanguage,
  ): Promise<FnrhDocumentContent> {
    const geo = await loadGeoData();
    return fnrhDocumentContent({
      language,
      company: toCompanyConfig(hotel),
      reservation: found.reservation,
      guest: toGuest(found.guest, found.documents),
      places: placeNames(geo, language),
    });
  }

  return {
    describeGuest,
    /**
     * The PDF of the hotel's guest `guestId`. A guest of another hotel, or no guest, is 404
     * GUEST_NOT_FOUND, as any id of another tenant. `language` overrides the hotel's (a development page);
     * `checkGuest` may refuse the guest read, before anything else is (the integration API's "finished
     * guest" check), so the guest is read once.
     */
    async renderGuestPdf(
      hotel: CompanyRow,
      guestId: string,
      options: { language?: TLanguage; checkGuest?: (guest: GuestRow) => unknown } = {},
    ): Promise<Buffer> {
      // Not a UUID is no guest of the hotel (and PostgreSQL would refuse to compare it with the ids).
      const found = isUuid(guestId) ? await repository.findGuestWithReservation(hotel.id, guestId) : null;
      if (!found) throw new HttpError(404, 'GUEST_NOT_FOUND', 'Guest not found.');
      options.checkGuest?.(found.guest);
      const [documents, signature] = await Promise.all([
        repository.listDocuments(hotel.id, guestId),
        signatures.findSignature(hotel.id, guestId),
      ]);
      const language = options.language ?? hotelLanguage(hotel);
      const content = await describeGuest(hotel, { ...found, documents }, language);
      const company = toCompanyConfig(hotel);
      const [logo, ...photos] = await Promise.all([
        renderLogo(company.theme.logo.internal),
        ...content.photos.map((photo) => photoForPdf(storage, photo)),
      ]);
      const images: FnrhDocumentImages = {
        logo: logo ?? null,
        photos: photos.filter((photo) => photo !== null),
        signature: signature?.png ?? null,
      };
      return renderFnrhPdf(content, images, {
        accentColor: company.theme.primaryColor,
        generatedAt: dateTimeInTimeZone(clock(), company.timeZone),
      });
    },
  };
}
export type FnrhDocumentService = ReturnType<typeof createFnrhDocumentService>;
