import { IllustrationFrame } from './illustration-frame.tsx';
import './empty-state.css';

/**
 * Empty states (spec section 2, 'empty states'), drawn in the theme's colour (currentColor) and
 * decorative: the text beside them says what is missing. 'search': a magnifier over a blank page (a
 * search that found nothing); 'list': an open, empty box (a list with nobody in it).
 */
export function EmptyIllustration({ kind, width = 160 }: { kind: 'search' | 'list'; width?: number }) {
  return (
    <IllustrationFrame width={width} shadowRadius={80} className="illustration illustration--empty">
      {kind === 'search' ? (
        <>
          <rect
            x="62"
            y="22"
            width="92"
            height="116"
            rx="8"
            fill="#fff"
            stroke="currentColor"
            strokeWidth="3"
          />
          <path
            d="M78 46h60M78 62h44M78 78h52"
            stroke="currentColor"
            strokeWidth="5"
            strokeLinecap="round"
            opacity="0.2"
          />
          <circle cx="150" cy="94" r="26" fill="#fff" stroke="currentColor" strokeWidth="6" />
          <circle cx="150" cy="94" r="18" fill="currentColor" opacity="0.12" />
          <path d="M169 113l22 22" stroke="currentColor" strokeWidth="10" strokeLinecap="round" />
          <path d="M143 87l14 14M157 87l-14 14" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path d="M64 76l56-18 56 18-56 18z" fill="currentColor" opacity="0.22" />
          <path d="M64 76v46l56 18 56-18V76l-56 18z" fill="#fff" stroke="currentColor" strokeWidth="3" />
          <path d="M120 94v46" stroke="currentColor" strokeWidth="3" />
          <path
            d="M64 76l-16 18 56 18 16-18zM176 76l16 18-56 18-16-18z"
            fill="#fff"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path
            d="M112 30l4 12M132 26l-4 14M150 38l-8 10"
            stroke="#f59e0b"
            strokeWidth="4"
            strokeLinecap="round"
          />
        </>
      )}
    </IllustrationFrame>
  );
}
