import { brandMark } from '../../../lib/payment/brand-marks.ts';

/** A card brand's mark (the same drawing as the card frame's), beside its name written out. */
export function BrandMark({ brand }: { brand: string }) {
  const mark = brandMark(brand);
  return (
    <svg
      viewBox="0 0 40 26"
      width="40"
      height="26"
      aria-hidden="true"
      focusable="false"
      className="brand-mark"
    >
      <rect width="40" height="26" rx="4" fill={mark.background} />
      <text
        x="20"
        y="17"
        textAnchor="middle"
        fontFamily="Arial,Helvetica,sans-serif"
        fontWeight="700"
        fontSize={mark.text.length > 4 ? 8 : 10}
        fill={mark.color}
      >
        {mark.text}
      </text>
    </svg>
  );
}
