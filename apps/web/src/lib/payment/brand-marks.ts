/**
 * A small mark per card brand (drawn by us: a coloured card with the brand's short name), the same in
 * the card frame and in the portal's wallet. Brand names are proper names, the same in every language.
 */
export type TBrandMark = { background: string; color: string; text: string };

const MARKS: Readonly<Record<string, TBrandMark>> = {
  visa: { background: '#1a1f71', color: '#ffffff', text: 'VISA' },
  mastercard: { background: '#252525', color: '#ffffff', text: 'MC' },
  amex: { background: '#1f72cd', color: '#ffffff', text: 'AMEX' },
  elo: { background: '#000000', color: '#ffcb05', text: 'elo' },
  hipercard: { background: '#b3131b', color: '#ffffff', text: 'HIPER' },
  diners: { background: '#0079be', color: '#ffffff', text: 'DINERS' },
  discover: { background: '#ff6000', color: '#ffffff', text: 'DISC' },
  jcb: { background: '#0b4ea2', color: '#ffffff', text: 'JCB' },
};

const UNKNOWN: TBrandMark = { background: '#6b7280', color: '#ffffff', text: '••••' };

export function brandMark(brand: string): TBrandMark {
  return MARKS[brand] ?? UNKNOWN;
}

/** The mark as SVG markup (40 x 26), for the frame, which draws without React. */
export function brandMarkSvg(brand: string): string {
  const mark = brandMark(brand);
  const size = mark.text.length > 4 ? 8 : 10;
  return (
    `<svg viewBox="0 0 40 26" width="40" height="26" aria-hidden="true" focusable="false">` +
    `<rect width="40" height="26" rx="4" fill="${mark.background}"/>` +
    `<text x="20" y="17" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700"` +
    ` font-size="${size}" fill="${mark.color}">${mark.text}</text></svg>`
  );
}
