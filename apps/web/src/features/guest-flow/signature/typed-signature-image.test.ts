import { describe, expect, it } from 'vitest';
import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH } from '@hospedar/contracts/guests/save-signature';
import {
  TYPED_SIGNATURE_HEIGHT,
  TYPED_SIGNATURE_WIDTH,
  isSignableName,
  renderTypedSignature,
  typedSignatureRatio,
} from './typed-signature-image.ts';
import type { TSignatureCanvas } from './typed-signature-image.ts';

/** A canvas whose letters are each `size / 2` wide, and which remembers what was drawn. */
function fakeCanvas() {
  const drawn: { text: string; font: string; x: number; y: number }[] = [];
  const scales: number[] = [];
  const context = {
    font: '',
    fillStyle: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    scale: (x: number) => scales.push(x),
    measureText(text: string) {
      const size = Number(/^(\d+)px/.exec(this.font)?.[1] ?? 10);
      return { width: (text.length * size) / 2 } as TextMetrics;
    },
    fillText(text: string, x: number, y: number) {
      drawn.push({ text, font: this.font, x, y });
    },
  };
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => context as unknown as ReturnType<TSignatureCanvas['getContext']>,
    toDataURL: (type?: string) => `data:${type};base64,AAAA`,
  } satisfies TSignatureCanvas;
  return { canvas, drawn, scales };
}

describe('typed signature image', () => {
  it('is a PNG data URL of the name, in the chosen style, centred', () => {
    const { canvas, drawn } = fakeCanvas();
    const png = renderTypedSignature(canvas, {
      name: '  Ana Souza ',
      fontFamily: '"Hospedar Caveat", cursive',
      pixelRatio: 2,
    });
    expect(png).toBe('data:image/png;base64,AAAA');
    expect(drawn).toEqual([{ text: 'Ana Souza', font: '88px "Hospedar Caveat", cursive', x: 320, y: 100 }]);
    expect([canvas.width, canvas.height]).toEqual([TYPED_SIGNATURE_WIDTH * 2, TYPED_SIGNATURE_HEIGHT * 2]);
  });

  it('shrinks the letters of a long name to fit between the margins', () => {
    const { canvas, drawn } = fakeCanvas();
    renderTypedSignature(canvas, {
      name: 'María de los Ángeles Fernández de Córdoba',
      fontFamily: 'cursive',
      pixelRatio: 1,
    });
    const size = Number(/^(\d+)px/.exec(drawn[0]?.font ?? '')?.[1]);
    expect(size).toBeLessThan(88);
    expect((41 * size) / 2).toBeLessThanOrEqual(TYPED_SIGNATURE_WIDTH - 48);
  });

  it('never makes a PNG larger than the API takes, whatever the screen', () => {
    for (const ratio of [0.5, 1, 2, 3, 5, 10]) {
      const { canvas, scales } = fakeCanvas();
      renderTypedSignature(canvas, { name: 'Rafael Costa', fontFamily: 'cursive', pixelRatio: ratio });
      expect(canvas.width).toBeLessThanOrEqual(SIGNATURE_MAX_WIDTH);
      expect(canvas.height).toBeLessThanOrEqual(SIGNATURE_MAX_HEIGHT);
      expect(scales[0]).toBe(typedSignatureRatio(ratio));
    }
    expect(typedSignatureRatio(0.5)).toBe(1);
    expect(typedSignatureRatio(10)).toBe(3);
  });

  it('signs only a name with at least two letters', () => {
    expect(isSignableName('Jo')).toBe(true);
    expect(isSignableName('Íñigo')).toBe(true);
    expect(isSignableName(' . ')).toBe(false);
    expect(isSignableName('J.')).toBe(false);
  });
});
