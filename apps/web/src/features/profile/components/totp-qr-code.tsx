import { useEffect, useRef, useState } from 'react';

const SIZE = 184;

/**
 * The otpauth:// address of an enrolment as a QR code the authenticator app scans. The qrcode library is loaded
 * when the code is shown, never with the profile page.
 */
export function TotpQrCode({ text, label }: { text: string; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    import('qrcode')
      .then(({ toCanvas }) => {
        const canvas = canvasRef.current;
        if (!canvas || !isCurrent) return;
        return toCanvas(canvas, text, {
          width: SIZE,
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: '#000000', light: '#ffffff' },
        });
      })
      .then(
        () => isCurrent && setFailed(false),
        () => isCurrent && setFailed(true),
      );
    return () => {
      isCurrent = false;
    };
  }, [text]);

  // The key below the code can still be typed into the app.
  if (failed) return null;
  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      width={SIZE}
      height={SIZE}
      data-testid="totp-qr-code"
      className="size-[202px] shrink-0 rounded-lg border border-slate-200 bg-[#fff] p-2"
    />
  );
}
