import { IllustrationFrame } from './illustration-frame.tsx';

/**
 * The error pages' drawing (the 500 page, a screen whose code did not load): a cracked reception bell.
 * Part of the startup bundle, as the root error boundary shows it when a chunk cannot load.
 */
export function BrokenBellIllustration() {
  return (
    <IllustrationFrame width={240} shadowRadius={86}>
      <path d="M64 122h112" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M76 116c0-30 19-52 44-52s44 22 44 52z"
        fill="currentColor"
        opacity="0.14"
        stroke="currentColor"
        strokeWidth="3"
      />
      <circle cx="120" cy="56" r="7" fill="currentColor" />
      <path d="M114 74l10 14-8 8 10 16" stroke="#fff" strokeWidth="4" fill="none" strokeLinejoin="round" />
      <path d="M182 40l10-10M190 56h14M172 28v-14" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
    </IllustrationFrame>
  );
}
