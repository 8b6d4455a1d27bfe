import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCAN_ANIMATION_FPS, SCAN_ANIMATION_FRAMES, ScanAnimation } from './scan-animation.tsx';

describe('ScanAnimation', () => {
  it('loops 90 frames at 30 per second (3 s), 200 x 200 by default, decorative', () => {
    expect(SCAN_ANIMATION_FRAMES).toBe(90);
    const { container } = render(<ScanAnimation />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg).toHaveAttribute('width', '200');
    expect(svg).toHaveAttribute('height', '200');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.style.getPropertyValue('--scan-duration')).toBe(`${90 / SCAN_ANIMATION_FPS}s`);
    expect(svg.style.getPropertyValue('--scan-duration')).toBe('3s');
    expect(svg.querySelector('.scan-animation__line')).not.toBeNull();
  });

  it('takes another size', () => {
    const { container } = render(<ScanAnimation size={120} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '120');
  });
});
