import type { ReactNode } from 'react';

export type TLineIconProps = { size?: number; strokeWidth?: number; children: ReactNode };

/** A decorative outline icon on a 24-unit grid, drawn in the text colour; hidden from screen readers. */
export function LineIcon({ size = 24, strokeWidth = 1.8, children }: TLineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
