import caveatUrl from '@fontsource/caveat/files/caveat-latin-400-normal.woff2?url';
import dancingScriptUrl from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2?url';

/** A handwriting style of the typed signature: its own family name, so no page font is replaced. */
export type THandwriting = { id: 'caveat' | 'dancing-script'; family: string; url: string };

/** The two styles offered (OFL-1.1, latin subset: Portuguese, Spanish and English names). */
export const HANDWRITINGS: readonly THandwriting[] = [
  { id: 'caveat', family: 'Hospedar Caveat', url: caveatUrl },
  { id: 'dancing-script', family: 'Hospedar Dancing Script', url: dancingScriptUrl },
];

export type THandwritingId = THandwriting['id'];

const loading = new Map<THandwritingId, Promise<void>>();

/**
 * Loads a style's woff2 once, on demand (only the signature step imports this module). A font that fails
 * to load leaves the browser's own cursive in its place: the guest can still sign.
 */
export function loadHandwriting(handwriting: THandwriting): Promise<void> {
  const known = loading.get(handwriting.id);
  if (known) return known;
  const loaded =
    typeof FontFace === 'undefined'
      ? Promise.resolve()
      : new FontFace(handwriting.family, `url(${handwriting.url}) format('woff2')`)
          .load()
          .then((face) => {
            document.fonts.add(face);
          })
          .catch(() => undefined);
  loading.set(handwriting.id, loaded);
  return loaded;
}

/** The CSS font-family of a style, with the generic cursive behind it. */
export function handwritingFamily(handwriting: THandwriting): string {
  return `"${handwriting.family}", cursive`;
}
