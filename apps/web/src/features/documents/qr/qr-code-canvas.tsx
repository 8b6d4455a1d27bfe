import { useEffect, useRef } from 'react';
import QRCode from 'qrcode';

type TQrCodeCanvasProps = { text: string; label: string; size?: number };

/** A QR code drawn on a canvas (the qrcode package is in this lazy chunk only). */
export function QrCodeCanvas({ text, label, size = 220 }: TQrCodeCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    QRCode.toCanvas(canvas, text, { width: size, margin: 2, errorCorrectionLevel: 'M' }).catch(() => {
      // A canvas that cannot draw leaves the link's text, shown beside it, as the way to open it.
    });
  }, [text, size]);
  return <canvas ref={ref} role="img" aria-label={label} width={size} height={size} className="qr-canvas" />;
}
