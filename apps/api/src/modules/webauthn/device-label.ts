/** Device kinds named by a User-Agent, most specific first (an iPhone's says "like Mac OS X"). */
const DEVICES: readonly (readonly [RegExp, string])[] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

/**
 * The kind of device a passkey was made on, for the guest's list ("iPhone", "Windows"): a product
 * name, the same in every language; null when the browser does not say.
 */
export function deviceLabelOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  return DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}
