/**
 * The has-children alert's topic colours (spec section 9: 'accordion colour rotation of 8 colours').
 * A fixed palette rather than the hotel's colour, so that neighbouring topics always differ; each one
 * carries white text at 4.5:1 or more (WCAG AA), so the topic's number reads on it.
 */
export const TOPIC_COLOURS = [
  '#1d4ed8', // blue
  '#047857', // green
  '#b45309', // amber
  '#7e22ce', // purple
  '#be123c', // rose
  '#0e7490', // cyan
  '#4d7c0f', // lime
  '#c2410c', // orange
] as const;

/** Topic i (from 0) takes colour i mod 8. */
export function topicColour(index: number): string {
  const count = TOPIC_COLOURS.length;
  return TOPIC_COLOURS[((index % count) + count) % count] ?? TOPIC_COLOURS[0];
}
