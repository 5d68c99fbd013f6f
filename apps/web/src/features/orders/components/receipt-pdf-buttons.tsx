import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { canSharePdf, fetchReceiptPdf, saveFile } from '../api/receipt-pdf';

/**
 * "Download receipt (PDF)": the server's PDF of the order, fetched with the session's token and saved; "Share PDF"
 * too where the browser can share a file (the Web Share API: the phone's share sheet).
 */
export function ReceiptPdfButtons({ orderId }: { orderId: number }) {
  const { i18n } = useLingui();
  const preparing = i18n._({ id: 'orders.receipt.preparing', message: 'Preparing receipt…' });
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);
  const [canShare] = useState(canSharePdf);
  const run = async (action: 'download' | 'share') => {
    setBusy(action);
    try {
      const file = await fetchReceiptPdf(orderId);
      if (action === 'download') saveFile(file);
      else {
        try {
          await navigator.share({ files: [file], title: file.name });
        } catch (error) {
          // Closing the share sheet is not an error; a browser that refuses the file saves it instead.
          if (!(error instanceof DOMException && error.name === 'AbortError')) saveFile(file);
        }
      }
    } catch (error) {
      notifyError(
        errorMessage(
          error,
          i18n._({
            id: 'orders.receipt.failed',
            message: 'The receipt could not be downloaded. Please try again.',
          }),
        ),
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void run('download')} disabled={busy !== null}>
        {busy === 'download'
          ? preparing
          : i18n._({ id: 'orders.receipt.download', message: 'Download receipt (PDF)' })}
      </Button>
      {canShare ? (
        <Button variant="secondary" onClick={() => void run('share')} disabled={busy !== null}>
          {busy === 'share' ? preparing : i18n._({ id: 'orders.receipt.sharePdf', message: 'Share PDF' })}
        </Button>
      ) : null}
    </>
  );
}
