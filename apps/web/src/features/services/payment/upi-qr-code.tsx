import { toCanvas } from 'qrcode';
import { useEffect, useRef, useState } from 'react';

const SIZE = 168;

/**
 * A UPI intent as a QR code any UPI app scans. The qrcode library comes with the payment sheet's chunk, never
 * with the first page.
 */
export function UpiQrCode({ text, label }: { text: string; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let isCurrent = true;
    toCanvas(canvas, text, {
      width: SIZE,
      margin: 1,
      errorCorrectionLevel: 'M',
      // Black on white in both themes: scanners read a dark code on a light ground.
      color: { dark: '#000000', light: '#ffffff' },
    }).then(
      () => isCurrent && setFailed(false),
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [text]);

  if (failed) return null;
  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      width={SIZE}
      height={SIZE}
      data-testid="upi-qr-code"
      // A white padded box (not bg-white, which is the dark surface in the dark theme).
      className="size-[186px] shrink-0 rounded-lg border border-slate-200 bg-[#fff] p-2"
    />
  );
}
