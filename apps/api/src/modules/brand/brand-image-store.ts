import { and, eq } from 'drizzle-orm';
import {
  BRAND_IMAGE_NAME,
  BRAND_IMAGE_PATH_PREFIX,
  type TBrandImageKind,
} from '@hospedar/contracts/console/brand-images';
import type { Database } from '../../db/client.ts';
import { brandImages } from '../../db/schema/index.ts';
import type { ProcessedBrandImage } from './brand-image-processing.ts';

/** The name of an uploaded image from its portal path, or null for any other path. */
export function brandImageName(url: string): string | null {
  if (!url.startsWith(BRAND_IMAGE_PATH_PREFIX)) return null;
  const name = url.slice(BRAND_IMAGE_PATH_PREFIX.length);
  return BRAND_IMAGE_NAME.test(name) ? name : null;
}

/**
 * The hotels' uploaded logos and backgrounds in the database (decision 221): every API process serves
 * them, they survive a deploy of the portal's files, and they leave with the hotel's row.
 */
export function createBrandImageStore(db: Pick<Database, 'select' | 'insert'>) {
  return {
    async save(companyId: string, kind: TBrandImageKind, image: ProcessedBrandImage): Promise<string> {
      await db
        .insert(brandImages)
        .values({ companyId, name: image.name, kind, contentType: image.contentType, bytes: image.bytes })
        .onConflictDoNothing();
      return `${BRAND_IMAGE_PATH_PREFIX}${image.name}`;
    },

    async read(companyId: string, name: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      if (!BRAND_IMAGE_NAME.test(name)) return null;
      const [row] = await db
        .select({ contentType: brandImages.contentType, bytes: brandImages.bytes })
        .from(brandImages)
        .where(and(eq(brandImages.companyId, companyId), eq(brandImages.name, name)));
      return row ? { contentType: row.contentType, bytes: Buffer.from(row.bytes) } : null;
    },

    async exists(companyId: string, name: string): Promise<boolean> {
      const [row] = await db
        .select({ name: brandImages.name })
        .from(brandImages)
        .where(and(eq(brandImages.companyId, companyId), eq(brandImages.name, name)));
      return row !== undefined;
    },
  };
}
export type BrandImageStore = ReturnType<typeof createBrandImageStore>;
