/** Decorative illustrations drawn in the theme's primary colour (currentColor). */
export function LostKeyIllustration() {
  return (
    <svg
      viewBox="0 0 240 160"
      width="240"
      height="160"
      aria-hidden="true"
      focusable="false"
      className="illustration"
    >
      <ellipse cx="120" cy="146" rx="86" ry="8" fill="currentColor" opacity="0.08" />
      <rect
        x="62"
        y="30"
        width="116"
        height="104"
        rx="10"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="3"
      />
      <rect x="80" y="48" width="80" height="60" rx="6" fill="currentColor" opacity="0.1" />
      <text
        x="120"
        y="88"
        textAnchor="middle"
        fontSize="30"
        fontWeight="700"
        fill="currentColor"
        fontFamily="Inter, Segoe UI, Arial, sans-serif"
      >
        404
      </text>
      <circle cx="150" cy="121" r="4" fill="currentColor" />
      <g transform="rotate(-24 196 52)">
        <circle cx="196" cy="52" r="13" fill="none" stroke="#f59e0b" strokeWidth="5" />
        <path d="M209 52h26M226 52v9M233 52v6" stroke="#f59e0b" strokeWidth="5" strokeLinecap="round" />
      </g>
    </svg>
  );
}

export function BrokenBellIllustration() {
  return (
    <svg
      viewBox="0 0 240 160"
      width="240"
      height="160"
      aria-hidden="true"
      focusable="false"
      className="illustration"
    >
      <ellipse cx="120" cy="146" rx="86" ry="8" fill="currentColor" opacity="0.08" />
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
    </svg>
  );
}

export function ConstructionIllustration() {
  return (
    <svg
      viewBox="0 0 240 160"
      width="240"
      height="160"
      aria-hidden="true"
      focusable="false"
      className="illustration"
    >
      <ellipse cx="120" cy="146" rx="86" ry="8" fill="currentColor" opacity="0.08" />
      <rect x="58" y="38" width="124" height="92" rx="10" fill="#fff" stroke="currentColor" strokeWidth="3" />
      <path
        d="M76 60h60M76 76h88M76 92h72"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.22"
      />
      <path d="M150 124l16-40h8l16 40z" fill="#f59e0b" />
      <path d="M159 104h22M155 114h30" stroke="#fff" strokeWidth="5" />
      <rect x="146" y="122" width="48" height="8" rx="3" fill="#b45309" />
    </svg>
  );
}
