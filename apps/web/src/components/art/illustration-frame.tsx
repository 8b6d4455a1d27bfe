import { useId, type ReactNode } from 'react';

export type TIllustrationFrameProps = {
  width: number;
  /** Half the width of the soft shadow under the drawing. */
  shadowRadius: number;
  className?: string;
  /**
   * A translated title makes the drawing meaningful (an image with that name); without one it is
   * decorative and hidden from screen readers.
   */
  title?: string;
  children: ReactNode;
};

/**
 * The canvas every illustration of ours is drawn on (decision 80): 240 x 160 units shown at `width`
 * pixels, in the theme's colour (currentColor), with a soft shadow under the drawing.
 */
export function IllustrationFrame({
  width,
  shadowRadius,
  className = 'illustration',
  title,
  children,
}: TIllustrationFrameProps) {
  const titleId = `${useId()}-title`;
  return (
    <svg
      viewBox="0 0 240 160"
      width={width}
      height={(width * 2) / 3}
      focusable="false"
      className={className}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <ellipse cx="120" cy="148" rx={shadowRadius} ry="7" fill="currentColor" opacity="0.08" />
      {children}
    </svg>
  );
}
