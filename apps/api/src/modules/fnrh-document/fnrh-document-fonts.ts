import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Noto Sans (SIL Open Font License), from the npm package @expo-google-fonts/noto-sans: it covers the
 * accents of Portuguese and Spanish (ç, ã, õ, ñ, ¿, ¡) that PDF's 14 standard fonts do not encode reliably.
 * pdfkit embeds only the glyphs a document uses.
 */
export const FNRH_DOCUMENT_FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  semiBold: require.resolve('@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf'),
} as const;
