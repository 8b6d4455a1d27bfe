import { IllustrationFrame } from './illustration-frame.tsx';

/** The not-available-yet page's drawing: a page being written and a traffic cone (decision 80). */
export function ConstructionIllustration() {
  return (
    <IllustrationFrame width={240} shadowRadius={86}>
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
    </IllustrationFrame>
  );
}
