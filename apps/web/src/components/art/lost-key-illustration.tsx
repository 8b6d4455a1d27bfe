import { IllustrationFrame } from './illustration-frame.tsx';

/** The 404 page's drawing: a door sign reading 404 and the lost key, in the theme's colour (decision 80). */
export function LostKeyIllustration() {
  return (
    <IllustrationFrame width={240} shadowRadius={86}>
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
    </IllustrationFrame>
  );
}
