import PDFDocument from 'pdfkit';
import { FNRH_DOCUMENT_FONTS } from './fnrh-document-fonts.ts';
import type { FnrhDocumentContent, FnrhRow } from './fnrh-document-content.ts';

/** The pictures of the document, already read from storage and decoded. */
export type FnrhDocumentImages = {
  /** The hotel's logo as a PNG, or null. */
  logo: Buffer | null;
  /** Document photos (JPEG) with their captions, in the content's order. */
  photos: { image: Buffer; caption: string; width: number; height: number }[];
  /** The guest's signature PNG, or null when the guest has not signed. */
  signature: Buffer | null;
};

export type FnrhPdfOptions = {
  /** The hotel's primary colour (#rrggbb), for the rules and section titles. */
  accentColor: string;
  /** When the document is made, as the hotel reads it (DD/MM/YYYY HH:mm). */
  generatedAt: string;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const FOOTER_HEIGHT = 28;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - FOOTER_HEIGHT;
const COLUMN_GAP = 20;
/** Fields go three to a row; photos and the signature two. */
const FIELD_COLUMNS = 3;
const FIELD_WIDTH = (CONTENT_WIDTH - COLUMN_GAP * (FIELD_COLUMNS - 1)) / FIELD_COLUMNS;
const COLUMNS = 2;
const COLUMN_WIDTH = (CONTENT_WIDTH - COLUMN_GAP * (COLUMNS - 1)) / COLUMNS;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#e5e7eb';
const LABEL_SIZE = 7.5;
const VALUE_SIZE = 10;
const FONT = { regular: 'regular', semiBold: 'semiBold' } as const;

type Doc = PDFKit.PDFDocument;

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function header(doc: Doc, content: FnrhDocumentContent, images: FnrhDocumentImages, accent: string): void {
  const top = MARGIN;
  // The logo keeps its proportions at 40 pt tall; the hotel's name and contacts go under it.
  if (images.logo) doc.image(images.logo, MARGIN, top, { height: 40 });
  const nameTop = images.logo ? top + 48 : top;
  doc.font(FONT.semiBold).fontSize(14).fillColor(INK).text(content.hotel.name, MARGIN, nameTop, {
    width: CONTENT_WIDTH,
  });
  doc.font(FONT.regular).fontSize(8.5).fillColor(MUTED);
  for (const line of content.hotel.details) doc.text(line, MARGIN, doc.y + 1, { width: CONTENT_WIDTH });
  doc.y += 10;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(A4.width - MARGIN, doc.y)
    .lineWidth(1.5)
    .strokeColor(accent)
    .stroke();
  doc.y += 14;

  doc.font(FONT.semiBold).fontSize(15).fillColor(INK).text(content.texts.title, MARGIN, doc.y, {
    width: CONTENT_WIDTH,
  });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text(content.texts.subtitle, MARGIN, doc.y + 1, {
      width: CONTENT_WIDTH,
    });
  doc.y += 12;

  // The guest's name, and the FNRH's number in a box on the right.
  const boxWidth = 170;
  const boxTop = doc.y;
  doc
    .roundedRect(A4.width - MARGIN - boxWidth, boxTop, boxWidth, 34, 4)
    .fillColor('#f9fafb')
    .fill();
  doc
    .roundedRect(A4.width - MARGIN - boxWidth, boxTop, boxWidth, 34, 4)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.font(FONT.regular).fontSize(LABEL_SIZE).fillColor(MUTED);
  doc.text(content.texts.fnrhNumber, A4.width - MARGIN - boxWidth + 10, boxTop + 6, { width: boxWidth - 20 });
  doc.font(FONT.semiBold).fontSize(8.5).fillColor(INK);
  doc.text(content.fnrhNumber, A4.width - MARGIN - boxWidth + 10, boxTop + 16, {
    width: boxWidth - 20,
    lineBreak: false,
    ellipsis: true,
  });
  doc.font(FONT.semiBold).fontSize(16).fillColor(INK);
  doc.text(content.guestName, MARGIN, boxTop + 6, { width: CONTENT_WIDTH - boxWidth - 16 });
  doc.y = Math.max(doc.y, boxTop + 34) + 16;
}

function sectionTitle(doc: Doc, title: string, accent: string, firstRowHeight: number): void {
  ensureRoom(doc, 26 + firstRowHeight);
  doc
    .font(FONT.semiBold)
    .fontSize(10.5)
    .fillColor(accent)
    .text(title, MARGIN, doc.y, { width: CONTENT_WIDTH });
  const ruleY = doc.y + 3;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(A4.width - MARGIN, ruleY)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.y = ruleY + 8;
}

function fieldHeight(doc: Doc, field: FnrhRow): number {
  doc.font(FONT.regular).fontSize(LABEL_SIZE);
  const label = doc.heightOfString(field.label, { width: FIELD_WIDTH });
  doc.font(FONT.regular).fontSize(VALUE_SIZE);
  return label + 1 + doc.heightOfString(field.value, { width: FIELD_WIDTH });
}

/** Fields three to a row: a label in grey over its value, each row as tall as its tallest field. */
function fields(doc: Doc, rows: FnrhRow[]): void {
  for (let index = 0; index < rows.length; index += FIELD_COLUMNS) {
    const row = rows.slice(index, index + FIELD_COLUMNS);
    const height = Math.max(...row.map((field) => fieldHeight(doc, field)));
    ensureRoom(doc, height);
    const top = doc.y;
    row.forEach((field, column) => {
      const left = MARGIN + column * (FIELD_WIDTH + COLUMN_GAP);
      doc.font(FONT.regular).fontSize(LABEL_SIZE).fillColor(MUTED).text(field.label, left, top, {
        width: FIELD_WIDTH,
      });
      doc
        .font(FONT.regular)
        .fontSize(VALUE_SIZE)
        .fillColor(INK)
        .text(field.value, left, doc.y + 1, {
          width: FIELD_WIDTH,
        });
    });
    doc.y = top + height + 8;
  }
  doc.y += 6;
}

function photos(doc: Doc, content: FnrhDocumentContent, images: FnrhDocumentImages, accent: string): void {
  if (images.photos.length === 0) return;
  const boxHeight = 150;
  sectionTitle(doc, content.texts.groups.photos, accent, boxHeight + 16);
  for (let index = 0; index < images.photos.length; index += COLUMNS) {
    ensureRoom(doc, boxHeight + 16);
    const top = doc.y;
    images.photos.slice(index, index + COLUMNS).forEach((photo, column) => {
      const left = MARGIN + column * (COLUMN_WIDTH + COLUMN_GAP);
      doc.rect(left, top, COLUMN_WIDTH, boxHeight).lineWidth(0.75).strokeColor(RULE).stroke();
      const scale = Math.min((COLUMN_WIDTH - 12) / photo.width, (boxHeight - 12) / photo.height);
      const width = photo.width * scale;
      const height = photo.height * scale;
      doc.image(photo.image, left + (COLUMN_WIDTH - width) / 2, top + (boxHeight - height) / 2, {
        width,
        height,
      });
      doc
        .font(FONT.regular)
        .fontSize(LABEL_SIZE)
        .fillColor(MUTED)
        .text(photo.caption, left, top + boxHeight + 3, {
          width: COLUMN_WIDTH,
        });
    });
    doc.y = top + boxHeight + 20;
  }
  doc.y += 4;
}

function signature(doc: Doc, content: FnrhDocumentContent, images: FnrhDocumentImages, accent: string): void {
  const boxHeight = 80;
  sectionTitle(doc, content.texts.groups.signature, accent, boxHeight + 20);
  const top = doc.y;
  const width = COLUMN_WIDTH;
  if (images.signature) {
    doc.image(images.signature, MARGIN, top, { fit: [width, boxHeight], align: 'center', valign: 'bottom' });
  } else {
    doc
      .font(FONT.regular)
      .fontSize(VALUE_SIZE)
      .fillColor(MUTED)
      .text(content.texts.noSignature, MARGIN, top + boxHeight - 16, {
        width,
        align: 'center',
      });
  }
  const lineY = top + boxHeight + 2;
  doc
    .moveTo(MARGIN, lineY)
    .lineTo(MARGIN + width, lineY)
    .lineWidth(0.75)
    .strokeColor(MUTED)
    .stroke();
  doc
    .font(FONT.regular)
    .fontSize(LABEL_SIZE)
    .fillColor(MUTED)
    .text(content.signatureCaption, MARGIN, lineY + 4, {
      width,
      align: 'center',
    });
}

/** Writes the footer on every page once the pages are known: when, by whom, and the page's number. */
function footers(doc: Doc, content: FnrhDocumentContent, generatedAt: string): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const y = A4.height - MARGIN - 10;
    // Below the bottom margin: without this, pdfkit would start a new page for the footer's text.
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(A4.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font(FONT.regular).fontSize(7).fillColor(MUTED);
    doc.text(`${content.texts.generatedAt(generatedAt)} · ${content.hotel.name}`, MARGIN, y, {
      width: CONTENT_WIDTH - 80,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(content.texts.page(index + 1, range.count), A4.width - MARGIN - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** Lays the FNRH document out on A4 pages and answers the PDF's bytes. */
export function renderFnrhPdf(
  content: FnrhDocumentContent,
  images: FnrhDocumentImages,
  { accentColor, generatedAt }: FnrhPdfOptions,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: content.language,
    info: {
      Title: `${content.texts.title}: ${content.guestName}`,
      Author: content.hotel.name,
      Subject: content.fnrhNumber,
      Creator: 'Hospedar',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(FONT.regular, FNRH_DOCUMENT_FONTS.regular);
  doc.registerFont(FONT.semiBold, FNRH_DOCUMENT_FONTS.semiBold);

  header(doc, content, images, accentColor);
  for (const section of content.sections) {
    const [first] = section.rows;
    sectionTitle(doc, section.title, accentColor, first ? fieldHeight(doc, first) : 0);
    fields(doc, section.rows);
  }
  photos(doc, content, images, accentColor);
  signature(doc, content, images, accentColor);
  footers(doc, content, generatedAt);
  doc.end();
  return done;
}
