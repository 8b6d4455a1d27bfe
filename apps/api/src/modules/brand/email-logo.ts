import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The e-mail shows the logo 56 px tall; twice that stays sharp on high-density screens. */
export const EMAIL_LOGO_HEIGHT_PX = 112;
/** The route that serves the hotel's logo as a PNG (Gmail and Outlook do not show SVG images). */
export const EMAIL_LOGO_PATH = '/api/email-logo.png';

/** A logo the portal serves itself as an SVG file (a root-relative path), which e-mails cannot show. */
export function isLocalSvgLogo(logo: string): boolean {
  return logo.startsWith('/') && !logo.startsWith('//') && /\.svg$/i.test(logo);
}

/**
 * The logo's address in an e-mail: the PNG route for a logo the portal serves as SVG (versioned by the
 * logo's path, so a new logo is not hidden by a mail client's cache), else the logo's own address.
 */
export function emailLogoUrl(logo: string, origin: string): string {
  if (!isLocalSvgLogo(logo)) return new URL(logo, origin).toString();
  const version = createHash('sha256').update(logo).digest('hex').slice(0, 12);
  return `${new URL(EMAIL_LOGO_PATH, origin).toString()}?v=${version}`;
}

/**
 * Renders the portal's SVG logos as PNGs for e-mails, from the folder the portal's files are served
 * from; each logo is rendered once (sharp decodes off the event loop). Paths outside the folder, or
 * files that are missing or not SVG, give null.
 */
export function createEmailLogoRenderer(filesDir: string) {
  const rendered = new Map<string, Promise<Buffer | null>>();
  const root = path.resolve(filesDir);

  async function render(logo: string): Promise<Buffer | null> {
    if (!isLocalSvgLogo(logo)) return null;
    const file = path.resolve(root, `.${decodeURI(logo)}`);
    if (!file.startsWith(`${root}${path.sep}`)) return null;
    try {
      const svg = await readFile(file);
      return await sharp(svg, { density: 288 }).resize({ height: EMAIL_LOGO_HEIGHT_PX }).png().toBuffer();
    } catch {
      return null;
    }
  }

  return (logo: string): Promise<Buffer | null> => {
    const known = rendered.get(logo);
    if (known) return known;
    const next = render(logo);
    rendered.set(logo, next);
    return next;
  };
}
export type EmailLogoRenderer = ReturnType<typeof createEmailLogoRenderer>;
