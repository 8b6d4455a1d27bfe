import { IllustrationFrame } from './illustration-frame.tsx';

/** A clipboard with ticked lines: the form filled before arriving (spec section 2, 'checklist'). */
export function ChecklistIllustration() {
  return (
    <IllustrationFrame width={200} shadowRadius={80}>
      <rect x="76" y="18" width="88" height="122" rx="10" fill="currentColor" opacity="0.12" />
      <rect x="76" y="18" width="88" height="122" rx="10" fill="none" stroke="currentColor" strokeWidth="3" />
      <rect x="100" y="10" width="40" height="16" rx="6" fill="currentColor" />
      {[52, 80, 108].map((y) => (
        <g key={y}>
          <path
            d={`M90 ${y}l6 6 10-12`}
            stroke="#16a34a"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            d={`M114 ${y + 1}h36`}
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            opacity="0.5"
          />
        </g>
      ))}
      <path d="M182 44l10-10M190 60h14M176 30v-14" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
    </IllustrationFrame>
  );
}
