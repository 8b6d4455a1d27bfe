import { describe, expect, it, vi } from 'vitest';
import {
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_PIXEL_RATIO,
  SIGNATURE_MAX_WIDTH,
} from '@hospedar/contracts/guests/save-signature';
import { createSignatureController } from './signature-controller.ts';
import type { TPad, TSignatureControllerDeps } from './signature-controller.ts';

type TStroke = ReturnType<TPad['toData']>[number];

/** signature_pad's behaviour that the controller relies on, without a canvas. */
function fakePad() {
  let data: TStroke[] = [];
  const target = new EventTarget();
  const pad = {
    clear: vi.fn(() => {
      data = [];
    }),
    isEmpty: () => data.length === 0,
    toDataURL: () => 'data:image/png;base64,AAAA',
    toData: () => data,
    fromData: vi.fn((next: TStroke[]) => {
      data = [...next];
    }),
    off: vi.fn(),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const draw = () => {
    data = [...data, { points: [], penColor: 'black' } as unknown as TStroke];
    target.dispatchEvent(new Event('endStroke'));
  };
  return { pad: pad as unknown as TPad & typeof pad, draw };
}

function setup(ratio = 2) {
  const { pad, draw } = fakePad();
  const canvas = document.createElement('canvas');
  Object.defineProperty(canvas, 'offsetWidth', { configurable: true, value: 300 });
  Object.defineProperty(canvas, 'offsetHeight', { configurable: true, value: 200 });
  const scale = vi.fn();
  vi.spyOn(canvas, 'getContext').mockReturnValue({ scale } as unknown as CanvasRenderingContext2D);
  let onResize = () => {};
  const stop = vi.fn();
  const deps: TSignatureControllerDeps = {
    createPad: () => pad,
    pixelRatio: () => ratio,
    observeResize: (_element, callback) => {
      onResize = callback;
      return stop;
    },
  };
  const controller = createSignatureController(canvas, deps);
  return {
    controller,
    canvas,
    pad,
    draw,
    scale,
    stop,
    resize: (width: number) => {
      Object.defineProperty(canvas, 'offsetWidth', { configurable: true, value: width });
      onResize();
    },
  };
}

describe('signature controller', () => {
  it('sizes the canvas to its box times the pixel ratio', () => {
    const { canvas, scale } = setup(2);
    expect([canvas.width, canvas.height]).toEqual([600, 400]);
    expect(scale).toHaveBeenCalledWith(2, 2);
  });

  it('draws at most SIGNATURE_MAX_PIXEL_RATIO device pixels a CSS pixel (a zoomed desktop goes beyond)', () => {
    const { canvas, scale } = setup(5);
    expect(SIGNATURE_MAX_PIXEL_RATIO).toBe(3);
    expect([canvas.width, canvas.height]).toEqual([900, 600]);
    expect(scale).toHaveBeenCalledWith(3, 3);
  });

  it('never makes the canvas larger than the API takes, however wide its box', () => {
    const { canvas, scale, resize } = setup(3);
    resize(1000);
    expect([canvas.width, canvas.height]).toEqual([SIGNATURE_MAX_WIDTH, 512]);
    expect(scale).toHaveBeenLastCalledWith(2.56, 2.56);
    resize(4000);
    expect(canvas.width).toBeLessThanOrEqual(SIGNATURE_MAX_WIDTH);
    expect(canvas.height).toBeLessThanOrEqual(SIGNATURE_MAX_HEIGHT);
    // The widest column of the portal (820 CSS pixels) at the highest ratio still fits.
    resize(820);
    expect([canvas.width, canvas.height]).toEqual([2460, 600]);
  });

  it('tells listeners when something is drawn and when it is cleared', () => {
    const { controller, draw } = setup();
    const listener = vi.fn();
    controller.subscribe(listener);
    expect(controller.isEmpty()).toBe(true);
    draw();
    expect(listener).toHaveBeenLastCalledWith(false);
    expect(controller.isEmpty()).toBe(false);
    expect(controller.toPng()).toMatch(/^data:image\/png;base64,/);
    controller.clear();
    expect(listener).toHaveBeenLastCalledWith(true);
  });

  it('keeps the drawing when the box changes size, and ignores resizes that change nothing', () => {
    const { controller, canvas, pad, draw, resize } = setup(1);
    draw();
    resize(300);
    expect(pad.fromData).not.toHaveBeenCalled();
    resize(500);
    expect(canvas.width).toBe(500);
    expect(pad.fromData).toHaveBeenCalledTimes(1);
    expect(controller.isEmpty()).toBe(false);
  });

  it('stops observing and drawing when destroyed', () => {
    const { controller, pad, stop } = setup();
    controller.destroy();
    expect(stop).toHaveBeenCalled();
    expect(pad.off).toHaveBeenCalled();
  });
});
