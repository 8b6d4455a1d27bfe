import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { localeText, type TAnyLanguage } from './locale-text.ts';

export type TDocumentSide = 'front' | 'back';
type TPhotoFile = { name: string; mimeType: string; buffer: Buffer };

/** A small JPEG of an ID card side, as a guest's gallery would hold it. */
export async function makeDocumentPhoto(label: string): Promise<TPhotoFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="540">
    <rect width="860" height="540" rx="36" fill="#e8f1ea" stroke="#1f6f43" stroke-width="6"/>
    <rect width="860" height="80" rx="36" fill="#1f6f43"/>
    <rect x="40" y="120" width="200" height="260" rx="10" fill="#c9d6cd"/>
    <text x="280" y="200" font-family="sans-serif" font-size="40" font-weight="700" fill="#111">${label}</text>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name: `${label.toLowerCase()}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** The form's "document photos" group (its legend ends in "(optional)" when the hotel does not ask). */
export function documentPhotosField(page: Page, language: TAnyLanguage = 'pt-BR'): Locator {
  const t = localeText(language);
  return page.getByRole('group', { name: new RegExp(`^${t('documents:field.legend')}`) });
}

/** The button that adds a side, or replaces it once the side has a photo. */
export function documentSideAction(field: Locator, side: TDocumentSide, language: TAnyLanguage = 'pt-BR') {
  const t = localeText(language);
  return field
    .getByRole('button', { name: t(`documents:card.${side}.add`), exact: true })
    .or(field.getByRole('button', { name: t(`documents:card.${side}.replace`), exact: true }));
}

/**
 * Adds (or replaces) one side of the document from a file, through the take-or-upload modal, and waits
 * until the card shows the photo sent.
 */
export async function uploadDocumentSide(
  page: Page,
  side: TDocumentSide,
  file: TPhotoFile | string,
  language: TAnyLanguage = 'pt-BR',
): Promise<void> {
  const t = localeText(language);
  const field = documentPhotosField(page, language);
  await documentSideAction(field, side, language).click();
  const dialog = page.getByRole('dialog', {
    name: t(side === 'front' ? 'documents:takeOrUpload.titleFront' : 'documents:takeOrUpload.titleBack'),
  });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: new RegExp(t('documents:takeOrUpload.uploadFile')) }).click();
  await (await chooser).setFiles(file);
  await expect(
    field.getByRole('button', { name: t(`documents:card.${side}.replace`), exact: true }),
  ).toBeEnabled({ timeout: 30_000 });
}
