import { IllustrationFrame } from './illustration-frame.tsx';

export type TFaceIllustrationProps = {
  width?: number;
  /**
   * A translated title makes the drawing meaningful (an image with that name, for a screen that shows
   * it instead of words); without one it is decorative and hidden from screen readers.
   */
  title?: string;
};

/**
 * A face inside a viewfinder's corners with a scan line: facial recognition (spec section 2, 'facial
 * recognition'), for the face capture screen. Drawn in the theme's colour (currentColor).
 */
export function FaceIllustration({ width = 200, title }: TFaceIllustrationProps) {
  return (
    <IllustrationFrame width={width} shadowRadius={70} title={title}>
      <path
        d="M72 34V22a8 8 0 0 1 8-8h14M146 14h14a8 8 0 0 1 8 8v12M168 112v12a8 8 0 0 1-8 8h-14M94 132H80a8 8 0 0 1-8-8v-12"
        stroke="currentColor"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="120" cy="70" rx="30" ry="36" fill="currentColor" opacity="0.14" />
      <ellipse cx="120" cy="70" rx="30" ry="36" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="108" cy="64" r="4" fill="currentColor" />
      <circle cx="132" cy="64" r="4" fill="currentColor" />
      <path d="M120 68v10h-5" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path
        d="M108 88c7 6 17 6 24 0"
        stroke="currentColor"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="84" y="70" width="72" height="4" rx="2" fill="#f59e0b" />
      <circle cx="176" cy="124" r="14" fill="#16a34a" />
      <path
        d="M169 124l5 5 9-10"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IllustrationFrame>
  );
}
