import { IllustrationFrame } from './illustration-frame.tsx';
/**
 * A certificate with a sealed ribbon and a tick: a guest's form (FNRH) finalized, a pre-check-in
 * finished (spec section 2, 'certificate'). Drawn in the theme's colour (currentColor); decorative,
 * the heading beside it says it in words.
 */
export function CertificateIllustration({ width = 200 }: { width?: number }) {
  return (
    <IllustrationFrame width={width} shadowRadius={84}>
      <rect x="50" y="20" width="140" height="112" rx="8" fill="#fff" stroke="currentColor" strokeWidth="3" />
      <rect x="60" y="30" width="120" height="92" rx="4" fill="none" stroke="currentColor" opacity="0.25" />
      <path
        d="M84 50h72M76 66h88M76 80h60"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        opacity="0.3"
      />
      <path d="M76 106h34" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.5" />
      <path
        d="M144 112l-8 26 10-5 6 9 4-27zM164 112l8 26-10-5-6 9-4-27z"
        fill="currentColor"
        opacity="0.55"
      />
      <circle cx="154" cy="104" r="17" fill="currentColor" />
      <path
        d="M146 104l6 6 10-12"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M204 38l10-10M208 54h14M198 22v-12" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
    </IllustrationFrame>
  );
}
