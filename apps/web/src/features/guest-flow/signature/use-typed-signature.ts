import { useCallback, useEffect, useState } from 'react';
import { HANDWRITINGS, handwritingFamily, loadHandwriting } from './handwriting-fonts.ts';
import type { THandwritingId } from './handwriting-fonts.ts';
import { isSignableName, renderTypedSignature } from './typed-signature-image.ts';

/**
 * The typed signature: the name, the handwriting style, and the PNG. The styles' fonts load when this
 * is first used (the guest opened the typed signature), so no other screen pays for them.
 */
export function useTypedSignature(isActive: boolean) {
  const [name, setName] = useState('');
  const [styleId, setStyleId] = useState<THandwritingId>('caveat');
  const [isReady, setIsReady] = useState(false);
  const style = HANDWRITINGS.find((handwriting) => handwriting.id === styleId) ?? HANDWRITINGS[0];

  useEffect(() => {
    if (!isActive) return;
    let isCurrent = true;
    void Promise.all(HANDWRITINGS.map(loadHandwriting)).then(() => {
      if (isCurrent) setIsReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isActive]);

  const toPng = useCallback(async (): Promise<string | null> => {
    if (!style || !isSignableName(name)) return null;
    await loadHandwriting(style);
    return renderTypedSignature(document.createElement('canvas'), {
      name,
      fontFamily: handwritingFamily(style),
      pixelRatio: window.devicePixelRatio || 1,
    });
  }, [name, style]);

  return {
    name,
    setName,
    styleId,
    setStyleId,
    isReady,
    isSignable: isSignableName(name),
    clear: () => setName(''),
    toPng,
  };
}

export type TTypedSignature = ReturnType<typeof useTypedSignature>;
