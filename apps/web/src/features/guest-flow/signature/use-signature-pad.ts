import { useCallback, useEffect, useRef, useState } from 'react';
import { createSignatureController } from './signature-controller.ts';
import type { TSignatureController } from './signature-controller.ts';

/** React around the plain controller: the canvas ref, whether the pad is empty, clear and the PNG. */
export function useSignaturePad() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const controller = useRef<TSignatureController | null>(null);
  const [isEmpty, setIsEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const created = createSignatureController(canvas);
    controller.current = created;
    const stop = created.subscribe(setIsEmpty);
    return () => {
      stop();
      created.destroy();
      controller.current = null;
    };
  }, []);

  const clear = useCallback(() => controller.current?.clear(), []);
  const toPng = useCallback(() => controller.current?.toPng() ?? null, []);
  return { canvasRef, isEmpty, clear, toPng };
}
