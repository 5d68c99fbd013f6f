import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
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
import { translator, type MessageKey, type Translator } from '../../lib/i18n';

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

/**
 * How the receipt writes in one language. English is the receipt as it always was: Helvetica, 'Rs.', DD-MM-YYYY.
 * Hindi and Tamil embed Noto Sans Devanagari / Noto Sans Tamil (which also carry Latin letters and the rupee sign) and
 * format rupees and dates through Intl for the language.
 */
interface ReceiptWriter {
  tr: Translator;
  /** A value as the PDF prints it (English: within Helvetica's characters). */
  text(value: string): string;
  rupees(amount: number): string;
  dateTime(value: string): string;
  date(value: string): string;
}

function writerFor(language?: string | null): ReceiptWriter {
  const tr = translator(language);
  if (tr.language === 'en') {
    return {
      tr,
      text: pdfText,
      rupees: (amount) => pdfText(formatInr(amount)),
      dateTime: (value) => formatDateTime(value),
      date: (value) => formatDate(value),
    };
  }
  return {
    tr,
    text: (value) => value,
    rupees: (amount) => tr.rupees(amount),
    dateTime: (value) => formatDateTime(value, tr.locale),
    date: (value) => formatDate(value, tr.locale),
  };
}

function paymentMethod(order: ReceiptOrder, w: ReceiptWriter): string {
  if (order.paymentMethod) return w.tr.paymentMethod(order.paymentMethod);
  if (order.status === 'Payment Pending') return w.tr.t('receipt.awaitingPayment');
  if (order.status === 'Failed') return w.tr.t('receipt.notPaid');
  return order.paymentSource;
}

/** What was paid: nothing for a failed order, not yet confirmed for a pending one (as the order page says). */
function amountPaid(order: ReceiptOrder, w: ReceiptWriter): string {
  const status = displayStatus(order.status);
  if (status === 'Failed') return w.rupees(0);
  if (status === 'Payment Pending') return w.tr.t('receipt.awaitingConfirmation');
  return w.rupees(order.amountPayable);
}

const PLAN_FACT_KEYS: Record<string, MessageKey> = {
  Validity: 'receipt.validity',
  Data: 'receipt.data',
  Calls: 'receipt.calls',
  SMS: 'receipt.sms',
};

/**
 * The receipt's lines, label and value, in the order they are printed, in the language (English by default).
 * `forMail`: as a plain-text mail writes them (English amounts with the rupee sign, as the other mails do).
 */
export function receiptRows(
  order: ReceiptOrder,
  language?: string | null,
  { forMail = false } = {},
): [string, string][] {
  const w = writerFor(language);
  if (forMail && w.tr.language === 'en') {
    return rowsOf(order, { ...w, text: (value) => value, rupees: (amount) => formatInr(amount) });
  }
  return rowsOf(order, w);
}

function rowsOf(order: ReceiptOrder, w: ReceiptWriter): [string, string][] {
  const { t } = w.tr;
  // The label the service page gave the identifier (a DTH operator names its own ID).
  const service = serviceOfOrder(order);
  const identifier: [string, string] = [
    w.tr.identifierLabel(
      service ? identifierLabelOf(service, order.operator) : identifierLabelFor(order.type),
    ),
    order.mobile ?? order.accountNumber ?? order.itemId,
  ];
  const rows: [string, string][] = [
    [t('receipt.orderId'), formatOrderId(order.id)],
    [t('receipt.date'), t('receipt.dateTime', { dateTime: w.dateTime(order.dateTime) })],
    [t('receipt.type'), w.tr.orderType(order.type)],
    [t('receipt.operator'), order.operator],
    identifier,
  ];
  if (order.circle) rows.push([t('receipt.circle'), order.circle]);
  // The plan bought, as it was when the order was placed (orders.plan).
  if (order.plan) {
    rows.push(
      [t('receipt.plan'), `${w.rupees(order.plan.price)} ${w.tr.planCategory(order.plan.category)}`],
      ...planFactRows(order.plan).map(([label, value]): [string, string] => [
        PLAN_FACT_KEYS[label] ? t(PLAN_FACT_KEYS[label]) : label,
        w.tr.planFact(value),
      ]),
    );
    if (order.plan.ott.length > 0) rows.push([t('receipt.ott'), order.plan.ott.join(', ')]);
  }
  if (order.billNumber) rows.push([t('receipt.billNumber'), order.billNumber]);
  if (order.bbpsTransactionId) {
    // Bharat Connect's name on the receipt of a bill it carried (a text mark, not its logo).
    rows.push(
      [t('receipt.paidThrough'), 'Bharat Connect'],
      [t('receipt.bbpsTxnId'), order.bbpsTransactionId],
    );
  }
  if (order.billerReference) rows.push([t('receipt.billerReference'), order.billerReference]);
  // Bharat Connect's references of the bill paid (docs/decisions/0035): the biller, the bill, how it was paid.
  if (order.approvalNumber) rows.push([t('receipt.approvalNumber'), order.approvalNumber]);
  if (order.billerId) rows.push([t('receipt.billerId'), order.billerId]);
  if (order.billCustomerName) rows.push([t('receipt.customerName'), order.billCustomerName]);
  if (order.billDate) rows.push([t('receipt.billDate'), w.date(order.billDate) || order.billDate]);
  if (order.billDueDate)
    rows.push([t('receipt.billDueDate'), w.date(order.billDueDate) || order.billDueDate]);
  if (order.bbpsPaymentMode) rows.push([t('receipt.bbpsPaymentMode'), order.bbpsPaymentMode]);
  if (order.bbpsChannel)
    rows.push([t('receipt.channel'), t('receipt.channelName', { channel: order.bbpsChannel })]);
  rows.push([t('receipt.orderAmount'), w.rupees(order.amount)]);
  if (order.discount > 0) rows.push([t('receipt.discount'), w.rupees(-order.discount)]);
  // Bharat Connect: the biller's fee on its own line, never inside the bill amount.
  if (order.convenienceFee) rows.push([t('receipt.convenienceFee'), w.rupees(order.convenienceFee)]);
  rows.push(
    [t('receipt.amountPaid'), amountPaid(order, w)],
    [t('receipt.paymentMethod'), paymentMethod(order, w)],
    [t('receipt.paymentId'), formatPaymentId(order.id)],
  );
  if (order.paymentReference) rows.push([t('receipt.gatewayPaymentId'), order.paymentReference]);
  rows.push([t('receipt.status'), w.tr.status(order.status)]);
  if (order.refundReference) rows.push([t('receipt.refundReference'), order.refundReference]);
  return rows;
}

const require = createRequire(import.meta.url);
/** The Noto fonts the Hindi and Tamil receipts embed (npm packages of the Google Fonts files, OFL). */
const NOTO_FILES = {
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  tamil: {
    regular: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
  },
} as const;
type Script = keyof typeof NOTO_FILES;
const fontFiles = new Map<string, Buffer>();
/** A font file, read once per process. */
function fontFile(script: Script, weight: 'regular' | 'bold'): Buffer {
  const name = NOTO_FILES[script][weight];
  let file = fontFiles.get(name);
  if (!file) fontFiles.set(name, (file = readFileSync(require.resolve(name))));
  return file;
}

const TAMIL = /[\u0B80-\u0BFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** The fonts a receipt writes with: Helvetica for English, else the script of the language (or of a value). */
function fontsFor(doc: PDFKit.PDFDocument, language: string) {
  if (language === 'en') return { regular: () => 'Helvetica', bold: () => 'Helvetica-Bold' };
  const base: Script = language === 'ta' ? 'tamil' : 'devanagari';
  const registered = new Set<string>();
  const use = (weight: 'regular' | 'bold') => (value: string) => {
    // A name or operator in the other script (a Tamil company name on a Hindi receipt) gets that script's font.
    const script: Script = TAMIL.test(value) ? 'tamil' : DEVANAGARI.test(value) ? 'devanagari' : base;
    const name = `${script}-${weight}`;
    if (!registered.has(name)) {
      doc.registerFont(name, fontFile(script, weight));
      registered.add(name);
    }
    return name;
  };
  return { regular: use('regular'), bold: use('bold') };
}

/**
 * A value cut where Latin letters run into Devanagari or Tamil within one word ('1.5 GB/दिन' → '1.5 GB/', 'दिन').
 * PDFKit shapes each word in the script of its first letter, so in one piece the Hindi i-matra of 'दिन' would stay
 * after its consonant ('दनि'); printed apart, each piece is shaped in its own script.
 */
export function scriptRuns(value: string): string[] {
  return value.split(/(?<=[A-Za-z][^\s\u0900-\u097f\u0b80-\u0bff]*)(?=[\u0900-\u097f\u0b80-\u0bff])/);
}

/**
 * The order's receipt as a one-page A4 PDF, in the reader's saved language (English when none): Helvetica in
 * English, Noto Sans Devanagari / Tamil (embedded, subset) in Hindi and Tamil.
 */
export function renderReceiptPdf(
  order: ReceiptOrder,
  company: ReceiptCompany,
  language?: string | null,
): Promise<Buffer> {
  const w = writerFor(language);
  const { t } = w.tr;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: t('receipt.documentTitle', { company: w.text(company.name), orderId: formatOrderId(order.id) }),
      Author: w.text(company.name),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = fontsFor(doc, w.tr.language);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  const name = w.text(company.name);
  doc.font(fonts.bold(name)).fontSize(20).fillColor('#1e1b5e').text(name, left, 56);
  const address = w.text(`${company.address} - ${company.pincode}`);
  const contact = w.text(`${company.email} | ${company.phone}`);
  doc
    .font(fonts.regular(address))
    .fontSize(9)
    .fillColor('#4f5566')
    .text(address, { width })
    .font(fonts.regular(contact))
    .text(contact, { width });

  doc.moveDown(1.5);
  const title = t('receipt.title');
  doc.font(fonts.bold(title)).fontSize(14).fillColor('#1b1e2b').text(title);
  doc.moveDown(0.5);

  const labelWidth = 150;
  doc.fontSize(11);
  for (const [rawLabel, rawValue] of rowsOf(order, w)) {
    const label = w.text(rawLabel);
    const value = w.text(rawValue);
    const y = doc.y;
    doc.font(fonts.regular(label)).fillColor('#4f5566').text(label, left, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font(fonts.bold(value)).fillColor('#1b1e2b');
    const runs = scriptRuns(value);
    const runsWidth = runs.reduce((sum, run) => sum + doc.widthOfString(run), 0);
    if (runs.length > 1 && runsWidth <= width - labelWidth) {
      // Printed run by run, right-aligned by hand, each shaped in its own script (see scriptRuns).
      let x = left + width - runsWidth;
      for (const run of runs) {
        doc.text(run, x, y, { lineBreak: false });
        x += doc.widthOfString(run);
      }
      doc.y = y + doc.currentLineHeight(true);
    } else {
      doc.text(value, left + labelWidth, y, { width: width - labelWidth, align: 'right' });
    }
    const bottom = Math.max(doc.y, labelBottom, y + 14) + 5;
    doc
      .moveTo(left, bottom)
      .lineTo(left + width, bottom)
      .lineWidth(0.5)
      .strokeColor('#e2e8f0')
      .stroke();
    doc.y = bottom + 6;
  }

  doc.moveDown(1.5);
  const footerAmounts = t('receipt.footerAmounts');
  const footerSignature = t('receipt.footerSignature');
  doc
    .font(fonts.regular(footerAmounts))
    .fontSize(9)
    .fillColor('#4f5566')
    .text(footerAmounts, left, doc.y, { width })
    .text(footerSignature, { width });
  doc.end();
  return done;
}
