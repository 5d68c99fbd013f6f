import PDFDocument from 'pdfkit';
import { orderTypeLabel } from '@paywise/domain/catalogue/order-labels';
import { planFactRows } from '@paywise/domain/catalogue/plan-facts';
import { serviceOfOrder } from '@paywise/domain/catalogue/repeat-link';
import { identifierLabelFor, identifierLabelOf } from '@paywise/domain/catalogue/services';
import type { Company } from '@paywise/domain/contracts/company';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import {
  displayStatus,
  formatDate,
  formatDateTime,
  formatOrderId,
  formatPaymentId,
} from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { PAYMENT_METHOD_LABELS } from '@paywise/domain/payments';

/** The order as the receipt reads it: the API's order, with the bill's number and due date when it has them. */
export type ReceiptOrder = OrderDto & { billNumber?: string | null; billDueDate?: string | null };
export type ReceiptCompany = Pick<Company, 'name' | 'email' | 'phone' | 'address' | 'pincode'>;

/** The file name the browser saves the receipt under. */
export const receiptFileName = (orderId: number) => `PayWise-receipt-${formatOrderId(orderId)}.pdf`;

/**
 * Text as the PDF's built-in Helvetica can print it. Its encoding (WinAnsi) has no rupee sign, so amounts say
 * 'Rs.' (no font file is shipped or looked up on the host: a receipt must not depend on the server's fonts);
 * any other character outside it (a company name in Devanagari, say) is replaced rather than printed wrong.
 */
export function pdfText(value: string): string {
  return value.replace(/₹/g, 'Rs. ').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

const rupees = (amount: number) => pdfText(formatInr(amount));

function paymentMethod(order: ReceiptOrder): string {
  if (order.paymentMethod) return PAYMENT_METHOD_LABELS[order.paymentMethod];
  if (order.status === 'Payment Pending') return 'Awaiting payment';
  if (order.status === 'Failed') return 'Not paid';
  return order.paymentSource;
}

/** What was paid: nothing for a failed order, not yet confirmed for a pending one (as the order page says). */
function amountPaid(order: ReceiptOrder): string {
  const status = displayStatus(order.status);
  if (status === 'Failed') return rupees(0);
  if (status === 'Payment Pending') return 'Awaiting confirmation';
  return rupees(order.amountPayable);
}

/** The receipt's lines, label and value, in the order they are printed. */
export function receiptRows(order: ReceiptOrder): [string, string][] {
  // The label the service page gave the identifier (a DTH operator names its own ID).
  const service = serviceOfOrder(order);
  const identifier: [string, string] = [
    service ? identifierLabelOf(service, order.operator) : identifierLabelFor(order.type),
    order.mobile ?? order.accountNumber ?? order.itemId,
  ];
  const rows: [string, string][] = [
    ['Order ID', formatOrderId(order.id)],
    ['Date', `${formatDateTime(order.dateTime)} IST`],
    ['Type', orderTypeLabel(order.type)],
    ['Operator', order.operator],
    identifier,
  ];
  if (order.circle) rows.push(['Circle', order.circle]);
  // The plan bought, as it was when the order was placed (orders.plan).
  if (order.plan) {
    rows.push(['Plan', `${rupees(order.plan.price)} ${order.plan.category}`], ...planFactRows(order.plan));
    if (order.plan.ott.length > 0) rows.push(['OTT benefits', order.plan.ott.join(', ')]);
  }
  if (order.billNumber) rows.push(['Bill Number', order.billNumber]);
  if (order.bbpsTransactionId) {
    // Bharat Connect's name on the receipt of a bill it carried (a text mark, not its logo).
    rows.push(['Paid Through', 'Bharat Connect'], ['B-Connect Txn ID', order.bbpsTransactionId]);
  }
  if (order.billerReference) rows.push(['Biller Reference', order.billerReference]);
  if (order.billDueDate) rows.push(['Bill Due Date', formatDate(order.billDueDate) || order.billDueDate]);
  rows.push(['Order Amount', rupees(order.amount)]);
  if (order.discount > 0) rows.push(['Discount', rupees(-order.discount)]);
  // Bharat Connect: the biller's fee on its own line, never inside the bill amount.
  if (order.convenienceFee) rows.push(['Convenience Fee', rupees(order.convenienceFee)]);
  rows.push(
    ['Amount Paid', amountPaid(order)],
    ['Payment Method', paymentMethod(order)],
    ['Payment ID', formatPaymentId(order.id)],
  );
  if (order.paymentReference) rows.push(['Gateway Payment ID', order.paymentReference]);
  rows.push(['Status', displayStatus(order.status)]);
  if (order.refundReference) rows.push(['Refund Reference', order.refundReference]);
  return rows;
}

/** The order's receipt as a one-page A4 PDF, in Helvetica. */
export function renderReceiptPdf(order: ReceiptOrder, company: ReceiptCompany): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${pdfText(company.name)} receipt ${formatOrderId(order.id)}`,
      Author: pdfText(company.name),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1e1b5e').text(pdfText(company.name), left, 56);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#4f5566')
    .text(pdfText(`${company.address} - ${company.pincode}`), { width })
    .text(pdfText(`${company.email} | ${company.phone}`), { width });

  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#1b1e2b').text('Payment Receipt');
  doc.moveDown(0.5);

  const labelWidth = 150;
  doc.fontSize(11);
  for (const [label, value] of receiptRows(order)) {
    const y = doc.y;
    doc.font('Helvetica').fillColor('#4f5566').text(pdfText(label), left, y, { width: labelWidth });
    doc
      .font('Helvetica-Bold')
      .fillColor('#1b1e2b')
      .text(pdfText(value), left + labelWidth, y, { width: width - labelWidth, align: 'right' });
    const bottom = Math.max(doc.y, y + 14) + 5;
    doc
      .moveTo(left, bottom)
      .lineTo(left + width, bottom)
      .lineWidth(0.5)
      .strokeColor('#e2e8f0')
      .stroke();
    doc.y = bottom + 6;
  }

  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#4f5566')
    .text('Amounts are in Indian Rupees (Rs.). Times are India Standard Time (IST).', left, doc.y, { width })
    .text('This is a computer-generated receipt and needs no signature.', { width });
  doc.end();
  return done;
}
