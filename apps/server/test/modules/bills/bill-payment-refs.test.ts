import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { formatOrderId } from '@paywise/domain/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convenienceFeePaise } from '@paywise/domain/bbps';
import { SANDBOX_CCF_SLABS, sandboxBillerId } from '../../../src/adapters/biller/sandbox-biller';
import { orderMails, users } from '../../../src/db/schema';
import { translator } from '../../../src/lib/i18n';
import { fetchBill } from '../../helpers/bills';
import { setuBbpsEnv, startFakeSetuBbps, type FakeSetuBbps } from '../../helpers/fake-setu-bbps';
import { placePaidOrder } from '../../helpers/pay';
import { decodeMail, startSmtpServer } from '../../helpers/smtp';
import { buildTestApp, createUser, createVerifiedUser, injectAs, type TestApp } from '../../helpers/test-app';

/**
 * Bharat Connect's references of a paid bill (issue 26, docs/decisions/0035): stored on the order, shown by the
 * API, the PDF receipt and the order confirmation mail, which is sent once per completed order, in the customer's
 * language, and never changes the order when it fails.
 */

const ELECTRICITY = OPERATORS.ELECTRICITY[0].name;
let counter = 0;
const freshAccount = () => `${81_000_000 + ++counter * 13}`;

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const page = await pdf.getPage(1);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
  await pdf.destroy();
  return text;
}

/** Fetches an electricity bill as `user` and pays it in the sandbox (UPI). */
async function payElectricityBill(t: TestApp, user: { token: string }) {
  const accountNumber = freshAccount();
  const bill = await fetchBill(t.app, user, { type: 'ELECTRICITY', operator: ELECTRICITY, accountNumber });
  const order = await placePaidOrder(t.app, user, {
    payload: {
      type: 'ELECTRICITY',
      operator: ELECTRICITY,
      accountNumber,
      amount: bill.amount,
      billFetchRef: bill.billFetchRef,
    },
  });
  return { bill, order };
}

describe('the references of a bill paid through Bharat Connect (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_BILL_FETCH: '1000' }, { jobs: false });
  });
  afterAll(() => t.close());

  it('stores them on the order and answers them on GET /api/orders/{id}', async () => {
    const user = await createVerifiedUser(t.app);
    const { bill, order } = await payElectricityBill(t, user);
    expect(order.status).toBe('Completed');
    const res = await injectAs(t.app, user, { method: 'GET', url: `/api/orders/${order.id}` });
    const read = res.json() as OrderDto;
    expect(read).toMatchObject({
      operator: ELECTRICITY,
      billNumber: bill.billNumber,
      billDate: bill.billDate,
      billDueDate: bill.dueDate,
      billCustomerName: bill.customerName,
      billerId: sandboxBillerId('electricity', ELECTRICITY),
      bbpsTransactionId: expect.stringMatching(/^SB[0-9A-F]{18}$/),
      billerReference: expect.stringMatching(/^SBR[0-9A-F]{10}$/),
      approvalNumber: expect.stringMatching(/^\d{10}$/),
      bbpsPaymentMode: 'UPI',
      bbpsChannel: 'INT',
    });
  });

  it('prints them on the receipt, in English and in Hindi', async () => {
    const user = await createVerifiedUser(t.app);
    const { bill, order: paid } = await payElectricityBill(t, user);
    const order = (
      await injectAs(t.app, user, { method: 'GET', url: `/api/orders/${paid.id}` })
    ).json() as OrderDto;
    const english = await pdfText(
      (await injectAs(t.app, user, { method: 'GET', url: `/api/orders/${paid.id}/receipt.pdf` })).rawPayload,
    );
    for (const text of [
      'Paid Through',
      'Bharat Connect',
      'B-Connect Txn ID',
      order.bbpsTransactionId!,
      'Approval Number',
      order.approvalNumber!,
      'Biller ID',
      order.billerId!,
      'Customer Name',
      bill.customerName,
      'Bill Date',
      'Payment Mode',
      'Payment Channel',
      'Internet',
    ]) {
      expect(english).toContain(text);
    }
    await t.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, user.id));
    const hindi = await pdfText(
      (await injectAs(t.app, user, { method: 'GET', url: `/api/orders/${paid.id}/receipt.pdf` })).rawPayload,
    );
    // The name and the references stay as they are; the labels are Hindi (checked by eye as PNG too).
    expect(hindi).toContain('Bharat Connect');
    expect(hindi).toContain(order.approvalNumber!);
    expect(hindi).toContain(order.billerId!);
    expect(hindi).not.toContain('Approval Number');
  });

  it('charges the convenience fee of a 3333 account on its own line (sandbox test identifier)', async () => {
    const user = await createVerifiedUser(t.app);
    const accountNumber = `${81_000_000 + ++counter}3333`.slice(-10);
    const bill = await fetchBill(t.app, user, { type: 'ELECTRICITY', operator: ELECTRICITY, accountNumber });
    const feePaise = convenienceFeePaise(SANDBOX_CCF_SLABS, Math.round(bill.amount * 100));
    expect(feePaise === 590 || feePaise === 1180).toBe(true);
    expect(bill.convenienceFee).toBe(feePaise / 100);
    const order = await placePaidOrder(t.app, user, {
      payload: {
        type: 'ELECTRICITY',
        operator: ELECTRICITY,
        accountNumber,
        amount: bill.amount,
        billFetchRef: bill.billFetchRef,
      },
    });
    expect(order).toMatchObject({ status: 'Completed', amount: bill.amount, convenienceFee: feePaise / 100 });
    expect(order.bbpsTransactionId).toBeDefined();
  });

  it('leaves an order without a fetched bill as before', async () => {
    const user = await createVerifiedUser(t.app);
    const order = await placePaidOrder(t.app, user, {
      payload: {
        type: 'ELECTRICITY',
        operator: ELECTRICITY,
        accountNumber: freshAccount(),
        amount: 500,
      },
    });
    expect(order.status).toBe('Completed');
    for (const key of ['approvalNumber', 'billerId', 'billDate', 'bbpsPaymentMode', 'bbpsChannel'])
      expect(order).not.toHaveProperty(key);
  });
});

describe('the order confirmation mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(
      { SMTP_URL: smtp.url, APP_URL: 'https://paywise.test', RATE_LIMIT_BILL_FETCH: '1000' },
      { jobs: false },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  it('is sent once, with the Bharat Connect references, however often the completion is told', async () => {
    const user = await createVerifiedUser(t.app);
    const { bill, order } = await payElectricityBill(t, user);
    const mail = decodeMail(await smtp.waitForMail(user.email));
    const read = (
      await injectAs(t.app, user, { method: 'GET', url: `/api/orders/${order.id}` })
    ).json() as OrderDto;
    expect(mail.subject).toBe(
      `PayWise: your Electricity Bill payment of ${translator('en').rupees(read.amountPayable)} is complete (order ${formatOrderId(order.id)})`,
    );
    for (const line of [
      'It was paid through Bharat Connect.',
      `B-Connect Txn ID: ${read.bbpsTransactionId}`,
      `Biller Reference: ${read.billerReference}`,
      `Approval Number: ${read.approvalNumber}`,
      `Operator: ${ELECTRICITY}`,
      `Biller ID: ${read.billerId}`,
      `Customer Name: ${bill.customerName}`,
      `Bill Number: ${bill.billNumber}`,
      'Payment Mode: UPI',
      'Payment Channel: Internet',
      `https://paywise.test/order/${order.id}`,
      'Stop order update emails: https://paywise.test/api/notifications/unsubscribe?token=',
    ]) {
      expect(mail.text).toContain(line);
    }
    // The sweeper, a webhook or a retried job telling it again: no second mail.
    const [row] = await t.app.db
      .execute(sql`select * from orders where id = ${order.id}`)
      .then(
        (r) => (r as unknown as { rows: Array<{ id: number; customer_id: number; status: string }> }).rows,
      );
    t.app.orderMails.orderChanged({ id: Number(row.id), customerId: row.customer_id, status: row.status });
    await t.app.orderMails.settled();
    await t.app.orderMails.sendDue();
    expect(mailsTo(user.email)).toHaveLength(1);
    const [stored] = await t.app.db.select().from(orderMails).where(eq(orderMails.orderId, order.id));
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("is written in the customer's saved language", async () => {
    const user = await createVerifiedUser(t.app, { language: 'hi' });
    const { order } = await payElectricityBill(t, user);
    const mail = decodeMail(await smtp.waitForMail(user.email));
    expect(mail.subject).toContain('भुगतान पूरा हुआ');
    expect(mail.subject).toContain(formatOrderId(order.id));
    expect(mail.text).toContain('यह भुगतान Bharat Connect के ज़रिए हुआ है।');
    expect(mail.text).toContain('अनुमोदन संख्या: ');
    expect(mail.text).not.toContain('Approval Number');
  });

  it('is not sent when order update emails are off, or the email is not verified', async () => {
    const off = await createVerifiedUser(t.app, {
      notificationPrefs: { email: { orderUpdates: false } },
    });
    const unverified = await createUser(t.app);
    const first = await payElectricityBill(t, off);
    const second = await payElectricityBill(t, unverified);
    await t.app.orderMails.settled();
    expect(mailsTo(off.email)).toHaveLength(0);
    expect(mailsTo(unverified.email)).toHaveLength(0);
    const rows = await t.app.db.select().from(orderMails);
    expect(rows.map((r) => r.orderId)).not.toContain(first.order.id);
    expect(rows.map((r) => r.orderId)).not.toContain(second.order.id);
  });
});

describe('a confirmation mail that cannot be sent', () => {
  it('leaves the order Completed and is tried again by the job', async () => {
    const t = await buildTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:1', RATE_LIMIT_BILL_FETCH: '1000' },
      { jobs: false },
    );
    try {
      const user = await createVerifiedUser(t.app);
      const { order } = await payElectricityBill(t, user);
      expect(order.status).toBe('Completed');
      await t.app.orderMails.settled();
      const [stored] = await t.app.db.select().from(orderMails).where(eq(orderMails.orderId, order.id));
      expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
      expect(stored.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      // Not due yet: the job leaves it alone.
      expect(await t.app.orderMails.sendDue()).toBe(0);
      // Due: tried again (the server still refuses), the order unchanged.
      await t.app.db
        .update(orderMails)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(orderMails.orderId, order.id));
      expect(await t.app.orderMails.sendDue()).toBe(1);
      const [again] = await t.app.db.select().from(orderMails).where(eq(orderMails.orderId, order.id));
      expect(again).toMatchObject({ status: 'pending', attempts: 2 });
      const read = await injectAs(t.app, user, { method: 'GET', url: `/api/orders/${order.id}` });
      expect(read.json().status).toBe('Completed');
    } finally {
      await t.close();
    }
  });
});

describe('the references of a bill paid through Setu BBPS (the fake built from the OpenAPI file)', () => {
  const BOARD = OPERATORS.ELECTRICITY[3].name;
  const PLAIN_BOARD = OPERATORS.ELECTRICITY[4].name;
  let fake: FakeSetuBbps;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeSetuBbps({
      billers: [
        {
          id: 'APPR00000MUM01',
          name: BOARD,
          categoryName: 'Electricity',
          paramName: 'Consumer Number',
          paymentInfo: [{ name: 'Approval Number', value: 'AP7781234' }],
        },
        {
          id: 'PLAN00000MUM01',
          name: PLAIN_BOARD,
          categoryName: 'Electricity',
          paramName: 'Consumer Number',
        },
      ],
    });
    t = await buildTestApp(
      {
        ...setuBbpsEnv(fake, { [BOARD]: 'APPR00000MUM01', [PLAIN_BOARD]: 'PLAN00000MUM01' }),
        RATE_LIMIT_BILL_FETCH: '1000',
      },
      { jobs: false },
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function payAt(board: string) {
    const user = await createVerifiedUser(t.app, { phoneNumber: `98${String(70_000_000 + ++counter)}` });
    const accountNumber = `${20_000 + counter}5678`;
    const bill = await fetchBill(t.app, user, { type: 'ELECTRICITY', operator: board, accountNumber });
    const paid = await placePaidOrder(t.app, user, {
      payload: {
        type: 'ELECTRICITY',
        operator: board,
        accountNumber,
        amount: bill.amount,
        billFetchRef: bill.billFetchRef,
      },
    });
    const order = (
      await injectAs(t.app, user, { method: 'GET', url: `/api/orders/${paid.id}` })
    ).json() as OrderDto;
    return { bill, order };
  }

  it("stores Setu's transaction id, the biller's reference and approval number, mode, channel and biller", async () => {
    const { bill, order } = await payAt(BOARD);
    expect(order).toMatchObject({
      status: 'Completed',
      bbpsTransactionId: expect.stringMatching(/^AX[0-9A-F]{16}$/),
      billerReference: expect.stringMatching(/^BREF/),
      approvalNumber: 'AP7781234',
      billerId: 'APPR00000MUM01',
      billCustomerName: 'Ravi Kumar',
      billDate: bill.billDate,
      billDueDate: bill.dueDate,
      bbpsPaymentMode: 'UPI',
      bbpsChannel: 'INT',
    });
    expect(fake.contractProblems).toEqual([]);
  });

  it("takes the biller's reference as the approval number when the biller sends none apart", async () => {
    const { order } = await payAt(PLAIN_BOARD);
    expect(order.approvalNumber).toBe(order.billerReference);
    expect(order.billerId).toBe('PLAN00000MUM01');
    expect(fake.contractProblems).toEqual([]);
  });
});
