import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { ChecklistIllustration } from './checklist-illustration.tsx';
import { BrokenBellIllustration } from './broken-bell-illustration.tsx';
import { ConstructionIllustration } from './construction-illustration.tsx';
import { LostKeyIllustration } from './lost-key-illustration.tsx';

const DRAWINGS: [string, ComponentType, number][] = [
  ['404', LostKeyIllustration, 240],
  ['error', BrokenBellIllustration, 240],
  ['not available yet', ConstructionIllustration, 240],
  ['checklist', ChecklistIllustration, 200],
];

describe('the older illustrations', () => {
  it.each(DRAWINGS)(
    'draws the %s on the one frame: decorative, 3:2, one soft shadow',
    (_name, Drawing, width) => {
      const { container } = render(<Drawing />);
      const svgs = container.querySelectorAll('svg');
      expect(svgs).toHaveLength(1);
      const svg = svgs[0];
      expect(svg).toHaveAttribute('viewBox', '0 0 240 160');
      expect(svg).toHaveAttribute('width', String(width));
      expect(svg).toHaveAttribute('height', String((width * 2) / 3));
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(svg).toHaveClass('illustration');
      // IllustrationFrame's shadow, the same place and height under every drawing.
      const shadows = Array.from(svg?.querySelectorAll('ellipse') ?? []).filter(
        (ellipse) => ellipse.getAttribute('opacity') === '0.08',
      );
      expect(shadows.map((shadow) => [shadow.getAttribute('cy'), shadow.getAttribute('ry')])).toEqual([
        ['148', '7'],
      ]);
    },
  );
});
