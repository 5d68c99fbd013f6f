import { formatOrderId } from '@paywise/domain/format';
import type { ErrorCode } from '@paywise/domain/contracts/errors';
import { ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** The name the server gives the file (content-disposition), or the same name built here. */
function fileNameOf(response: Response, orderId: number): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? `PayWise-receipt-${formatOrderId(orderId)}.pdf`;
}

/**
 * The order's receipt PDF (GET /api/orders/{id}/receipt.pdf) as a file. The API reads the session's bearer
 * token, which a plain link would not send, so the browser fetches it and saves or shares the file itself.
 */
export async function fetchReceiptPdf(orderId: number): Promise<File> {
  const session = sessionStore.get();
  const response = await fetch(`/api/orders/${orderId}/receipt.pdf`, {
    headers: {
      accept: 'application/pdf',
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
  });
  if (!response.ok) {
    let message: string | undefined;
    let code: ErrorCode | undefined;
    try {
      const body = (await response.json()) as { message?: unknown; code?: ErrorCode };
      if (typeof body.message === 'string') message = body.message;
      code = body.code;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new ApiError(response.status, message, { code });
  }
  const blob = await response.blob();
  return new File([blob], fileNameOf(response, orderId), { type: 'application/pdf' });
}

/** Saves a file through a temporary object URL (the browser's download, with the file's name). */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has had time to start the download.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Whether this browser can share a PDF file (Web Share API level 2: most phones, some desktops). */
export function canSharePdf(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([''], 'receipt.pdf', { type: 'application/pdf' })] });
  } catch {
    return false;
  }
}
