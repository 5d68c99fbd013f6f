import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import { injectAs } from './test-app';

/** The text of every page of a PDF, pieces joined by spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** GET /api/orders/{id}/receipt.pdf as `user` (200 expected), and the PDF's text. */
export async function receiptText(
  app: FastifyInstance,
  user: { token: string },
  orderId: number,
): Promise<string> {
  const res = await injectAs(app, user, { method: 'GET', url: `/api/orders/${orderId}/receipt.pdf` });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}
