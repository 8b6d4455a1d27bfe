/** One loop of the scan: 90 frames at 30 per second (spec section 9: 'scanner animation frames 1 to 90'). */
export const SCAN_ANIMATION_FRAMES = 90;
export const SCAN_ANIMATION_FPS = 30;
/** The spec's default animation size, 200 x 200. */
export const SCAN_ANIMATION_SIZE = 200;

/**
 * The scanner animation: a document outline in a viewfinder with a scan line sweeping it down and up,
 * in the theme's colour (currentColor). It loops every 90 frames (3 s, `.scan-animation__line` in
 * documents.css) and stands still for a guest who asks for reduced motion. Decorative.
 */
export function ScanAnimation({ size = SCAN_ANIMATION_SIZE }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 200 200"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="scan-animation"
      style={{ ['--scan-duration' as string]: `${SCAN_ANIMATION_FRAMES / SCAN_ANIMATION_FPS}s` }}
    >
      <path
        d="M24 52V36a12 12 0 0 1 12-12h16M148 24h16a12 12 0 0 1 12 12v16M176 148v16a12 12 0 0 1-12 12h-16M52 176H36a12 12 0 0 1-12-12v-16"
        stroke="currentColor"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="44" y="60" width="112" height="80" rx="8" fill="currentColor" fillOpacity="0.08" />
      <rect x="44" y="60" width="112" height="80" rx="8" fill="none" stroke="currentColor" strokeWidth="3" />
      <rect x="56" y="74" width="30" height="40" rx="4" fill="currentColor" opacity="0.2" />
      <path
        d="M98 80h44M98 94h34M98 108h44M56 126h86"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        opacity="0.3"
      />
      <g className="scan-animation__line">
        <rect x="34" y="96" width="132" height="8" rx="4" fill="currentColor" opacity="0.2" />
        <rect x="34" y="98" width="132" height="4" rx="2" fill="currentColor" />
      </g>
    </svg>
  );
}
