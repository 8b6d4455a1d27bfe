import { useState } from 'react';
import { useNavigate } from 'react-router';
import { saveDocumentImages } from '../api/save-document-images.ts';
import type { TScanParams } from './use-scan-params.ts';

/** PUT the keys on the guest's main document, then the success page; a failure can be sent again. */
export function useSendToDesktop(params: TScanParams) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');

  async function send(keys: { frontImageKey: string | null; backImageKey: string | null }) {
    setStatus('sending');
    try {
      await saveDocumentImages(params.request, params.guestId, {
        frontImageKey: keys.frontImageKey ?? undefined,
        backImageKey: keys.backImageKey ?? undefined,
      });
      navigate(params.paths.success, { replace: true });
    } catch {
      setStatus('failed');
    }
  }

  return { status, send: (keys: Parameters<typeof send>[0]) => void send(keys) };
}
