import { IllustrationFrame } from './illustration-frame.tsx';
/**
 * An identity card inside a phone's viewfinder, with the scan line across it: taking a picture of a
 * document (spec section 2, 'document scan'). Drawn in the theme's colour (currentColor); decorative.
 */
export function DocumentScanIllustration({ width = 200 }: { width?: number }) {
  return (
    <IllustrationFrame width={width} shadowRadius={84}>
      <path
        d="M46 34V22a8 8 0 0 1 8-8h12M174 14h12a8 8 0 0 1 8 8v12M194 114v12a8 8 0 0 1-8 8h-12M66 134H54a8 8 0 0 1-8-8v-12"
        stroke="currentColor"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="66" y="36" width="108" height="72" rx="8" fill="#fff" stroke="currentColor" strokeWidth="3" />
      <rect x="76" y="48" width="30" height="38" rx="4" fill="currentColor" opacity="0.16" />
      <circle cx="91" cy="61" r="7" fill="currentColor" opacity="0.5" />
      <path d="M80 84c2-8 7-11 11-11s9 3 11 11" fill="currentColor" opacity="0.5" />
      <path
        d="M116 54h46M116 66h38M116 78h46M80 98h82"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        opacity="0.3"
      />
      <rect x="56" y="70" width="128" height="4" rx="2" fill="#f59e0b" />
    </IllustrationFrame>
  );
}
