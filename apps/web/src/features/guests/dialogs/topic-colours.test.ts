import { describe, expect, it } from 'vitest';
import { TOPIC_COLOURS, topicColour } from './topic-colours.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('topicColour', () => {
  it('rotates through eight different colours: topic i takes colour i mod 8', () => {
    expect(TOPIC_COLOURS).toHaveLength(8);
    expect(new Set(TOPIC_COLOURS).size).toBe(8);
    for (let index = 0; index < 20; index += 1) {
      expect(topicColour(index)).toBe(TOPIC_COLOURS[index % 8]);
    }
    expect(topicColour(8)).toBe(topicColour(0));
    expect(topicColour(9)).not.toBe(topicColour(0));
  });

  it('gives each colour at least 4.5:1 against white, so the white number on it reads', () => {
    for (const colour of TOPIC_COLOURS) {
      expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
