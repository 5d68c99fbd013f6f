import type { OrderDto } from '@paywise/domain/contracts/orders';
import { formatOrderId } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { placePaidOrder } from '../../helpers/pay';
import { pdfText } from '../../helpers/receipt';
import { createAdmin, createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

const t = useTestApp({}, { jobs: false });
let owner: TestUser;
let order: OrderDto;

beforeAll(async () => {
  owner = await createVerifiedUser(t.app);
  order = await placePaidOrder(t.app, owner, {
    payload: {
      type: 'ELECTRICITY',
      operator: 'Electricity Department, Goa',
      accountNumber: 'GOA12345',
      amount: 1450.5,
    },
  });
});

const receiptUrl = (id: number) => `/api/orders/${id}/receipt.pdf`;

describe('GET /api/orders/{id}/receipt.pdf', () => {
  it("gives the owner the order's receipt as a PDF download", async () => {
    const res = await injectAs(t.app, owner, { method: 'GET', url: receiptUrl(order.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="PayWise-receipt-${formatOrderId(order.id)}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    expect(text).toContain('PayWise');
    expect(text).toContain(formatOrderId(order.id));
    expect(text).toContain('Electricity Bill');
    expect(text).toContain('Electricity Department, Goa');
    expect(text).toContain('Consumer Number');
    expect(text).toContain('GOA12345');
    // The amount and what was paid, in rupees written 'Rs.'.
    expect(text).toContain('Rs. 1,450.50');
    expect(text).toContain(formatInr(order.amountPayable).replace('₹', 'Rs. '));
    expect(text).toContain('UPI');
    expect(text).toContain(order.paymentReference!);
    expect(text).toContain('Completed');
    expect(text).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM) IST/);
    // Helvetica has no rupee sign: none is printed (it would come out as a wrong glyph).
    expect(text).not.toContain('₹');
  });

  it('gives it to an admin too', async () => {
    const admin = await createAdmin(t.app);
    const res = await injectAs(t.app, admin, { method: 'GET', url: receiptUrl(order.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(res.rawPayload)).toContain(formatOrderId(order.id));
  });

  it('answers another customer 404, as for a missing order, and a visitor 401', async () => {
    const other = await createVerifiedUser(t.app);
    const theirs = await injectAs(t.app, other, { method: 'GET', url: receiptUrl(order.id) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Recharge not found.', code: 'ORDER_NOT_FOUND' });

    const missing = await injectAs(t.app, owner, { method: 'GET', url: receiptUrl(999_999_999) });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);

    const visitor = await injectAs(t.app, null, { method: 'GET', url: receiptUrl(order.id) });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['content-type']).toMatch(/^application\/json/);

    const bad = await injectAs(t.app, owner, { method: 'GET', url: '/api/orders/abc/receipt.pdf' });
    expect(bad.statusCode).toBe(400);
  });
});
