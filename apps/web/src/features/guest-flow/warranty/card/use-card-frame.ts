import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CARD_FRAME_ORIGIN,
  readFrameMessage,
  type TCardProcessorDriver,
  type TFrameBillingAddress,
  type TFrameField,
  type TFrameIssue,
  type TToFrameMessage,
  type TTokenizedCard,
} from '../../../../lib/payment/card-frame-protocol.ts';

export type TFrameSettings = {
  driver: TCardProcessorDriver;
  tokenizationUrl: string;
  language: string;
  today: string;
  theme: { primary: string; radius: number };
};

export type TTokenizeOutcome =
  | { kind: 'tokenized'; card: TTokenizedCard }
  | { kind: 'invalid'; issues: TFrameIssue[] }
  | { kind: 'failed'; reason: 'refused' | 'unavailable' };

/** A frame that has not said it is ready in this time is shown as failed, with a way to load it again. */
const FRAME_READY_TIMEOUT_MS = 15_000;

type TPending = Map<string, (outcome: TTokenizeOutcome) => void>;

/**
 * The portal's side of the card frame (decision 100): it accepts messages only from its own frame's
 * window, whose sandboxed origin is opaque ("null"), sends the frame its settings once it is ready, and
 * turns a tokenize request into a promise of the frame's answer. It never sees the card's number or CVV.
 */
export function useCardFrame(settings: TFrameSettings | null) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [height, setHeight] = useState(200);
  const [brand, setBrand] = useState<string | null>(null);
  const [loadCount, setLoadCount] = useState(0);
  const pending = useRef<TPending>(new Map());
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const send = useCallback((message: TToFrameMessage) => {
    // An opaque origin cannot be named as a target: the window itself is the check.
    frameRef.current?.contentWindow?.postMessage(message, '*');
  }, []);

  const sendInit = useCallback(() => {
    const current = settingsRef.current;
    if (current) send({ kind: 'hospedar-card:init', ...current });
  }, [send]);

  useEffect(() => {
    function onMessage(event: MessageEvent<unknown>) {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow || event.origin !== CARD_FRAME_ORIGIN) return;
      const message = readFrameMessage(event.data);
      if (!message) return;
      switch (message.kind) {
        case 'hospedar-card:ready':
          setStatus('ready');
          sendInit();
          break;
        case 'hospedar-card:resize':
          setHeight(message.height);
          break;
        case 'hospedar-card:brand':
          setBrand(message.brand);
          break;
        case 'hospedar-card:tokenized':
          pending.current.get(message.requestId)?.({ kind: 'tokenized', card: message.card });
          pending.current.delete(message.requestId);
          break;
        case 'hospedar-card:invalid':
          pending.current.get(message.requestId)?.({ kind: 'invalid', issues: message.issues });
          pending.current.delete(message.requestId);
          break;
        case 'hospedar-card:failed':
          pending.current.get(message.requestId)?.({ kind: 'failed', reason: message.reason });
          pending.current.delete(message.requestId);
          break;
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [sendInit]);

  // The language or the hotel's settings changed: the frame takes them again.
  const language = settings?.language;
  const driver = settings?.driver;
  useEffect(() => {
    if (status === 'ready') sendInit();
  }, [status, language, driver, sendInit]);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = window.setTimeout(() => setStatus('failed'), FRAME_READY_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status, loadCount]);

  const ask = useCallback(
    (message: (requestId: string) => TToFrameMessage) =>
      new Promise<TTokenizeOutcome>((resolve) => {
        const requestId = crypto.randomUUID();
        pending.current.set(requestId, resolve);
        send(message(requestId));
      }),
    [send],
  );
  const tokenize = useCallback(
    (holderName: string, billingAddress: TFrameBillingAddress) =>
      ask((requestId) => ({ kind: 'hospedar-card:tokenize', requestId, holderName, billingAddress })),
    [ask],
  );
  /** The frame checks its fields and shows their messages; answers their issues (none when right). */
  const validate = useCallback(async (): Promise<TFrameIssue[]> => {
    const outcome = await ask((requestId) => ({ kind: 'hospedar-card:validate', requestId }));
    return outcome.kind === 'invalid' ? outcome.issues : [];
  }, [ask]);

  return {
    frameRef,
    status,
    height,
    brand,
    loadCount,
    tokenize,
    validate,
    focus: (field: TFrameField) => {
      frameRef.current?.focus();
      send({ kind: 'hospedar-card:focus', field });
    },
    reload: () => {
      setStatus('loading');
      setLoadCount((count) => count + 1);
    },
  };
}
