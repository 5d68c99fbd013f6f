// The three fakes of the provider fault run as one process of their own (bench/provider-fault-run.mjs starts it
// with `node --import tsx bench/fault/fakes.ts`): fake Razorpay, fake Setu prepaid and fake Setu BBPS (the test
// helpers of apps/server/test/helpers, unchanged but for a fixed port), each an HTTP server the app's processes
// reach (through the run's fault proxy), and a small control API for the run on FAKES_CONTROL_PORT:
//   POST /razorpay/pay {gatewayOrderId}                 the customer pays in Checkout (captured) → payment + checkout
//   POST /razorpay/webhook {event, paymentId, refundId?} a signed webhook delivery (raw body, signature, event id)
//   POST /prepaid/script {mobile, outcome}              what the operator does with that number's recharges
//   POST /prepaid/settle {paymentRefId, status}         a pending recharge ends, or a successful one is reversed
//   POST /bbps/settle {refId, outcome} / /bbps/reverse {refId}
//   GET  /ledger                                        every payment, refund, recharge and bill payment
// Refunds start 'pending' at fake Razorpay (as a bank takes its time) and the launcher settles each one
// 'processed' FAKES_REFUND_SETTLE_MS after it was made, with its refund.processed webhook left to the run.
// It prints one JSON line `{"ready": {...}}` with the fakes' URLs and keys once all listen.
import http from 'node:http';
import { startFakeRazorpay } from '../../apps/server/test/helpers/fake-razorpay';
import { startFakeSetuBbps } from '../../apps/server/test/helpers/fake-setu-bbps';
import { startFakeSetuPrepaid } from '../../apps/server/test/helpers/fake-setu-prepaid';

const env = process.env;
const port = (name: string) => Number(env[name]);
const BILLER_ID = env.FAKES_BILLER_ID ?? 'ADAN00000MUM01';
const BOARD = env.FAKES_BOARD ?? 'Adani Electricity Mumbai Limited';
const SETTLE_MS = Number(env.FAKES_REFUND_SETTLE_MS ?? 3000);

const razorpay = await startFakeRazorpay({ port: port('FAKES_RAZORPAY_PORT') });
razorpay.setRefundStatus('pending');
const prepaid = await startFakeSetuPrepaid({
  port: port('FAKES_PREPAID_PORT'),
  walletBalance: 10_000_000,
  tokenTtlSeconds: 3600,
});
const bbps = await startFakeSetuBbps({
  port: port('FAKES_BBPS_PORT'),
  billers: [{ id: BILLER_ID, name: BOARD, categoryName: 'Electricity', paramName: 'Consumer Number' }],
  tokenTtlSeconds: 3600,
});

/** Refunds made (pending) and when, settled 'processed' after SETTLE_MS. */
const refundSeen = new Map<string, number>();
setInterval(() => {
  const now = Date.now();
  for (const refund of razorpay.refunds.values()) {
    if (!refundSeen.has(refund.id)) refundSeen.set(refund.id, now);
    if (refund.status === 'pending' && now - refundSeen.get(refund.id)! >= SETTLE_MS) {
      razorpay.settleRefund(refund.id, 'processed');
    }
  }
}, 250).unref();

type Body = Record<string, string>;
const routes: Record<string, (body: Body) => unknown> = {
  'POST /razorpay/pay': (b) => {
    const payment = razorpay.pay(b.gatewayOrderId, { outcome: 'captured', method: 'upi' });
    return { payment, checkout: razorpay.checkoutResponse(payment) };
  },
  'POST /razorpay/webhook': (b) =>
    razorpay.webhook(b.event as Parameters<typeof razorpay.webhook>[0], {
      paymentId: b.paymentId,
      ...(b.refundId ? { refundId: b.refundId } : {}),
    }),
  'POST /prepaid/script': (b) => {
    prepaid.script(b.mobile, b.outcome as 'success' | 'pending' | 'failure');
    return {};
  },
  'POST /prepaid/settle': (b) => prepaid.settle(b.paymentRefId, b.status as 'Successful'),
  'POST /bbps/settle': (b) => {
    bbps.settle(b.refId, b.outcome as 'Success' | 'Failure');
    return {};
  },
  'POST /bbps/reverse': (b) => {
    bbps.reverse(b.refId);
    return {};
  },
  'GET /ledger': () => ({
    payments: [...razorpay.payments.values()].map((p) => ({
      id: p.id,
      orderId: p.order_id,
      amount: p.amount,
      status: p.status,
      amountRefunded: p.amount_refunded,
    })),
    refunds: [...razorpay.refunds.values()].map((r) => ({
      id: r.id,
      paymentId: r.payment_id,
      amount: r.amount,
      status: r.status,
    })),
    recharges: [...prepaid.recharges.values()],
    billPayments: [...bbps.payments.values()].map((p) => ({
      refId: p.refId,
      consumer: p.fetch.consumer,
      outcome: p.outcome,
      paymentRefId: p.paymentDetails.paymentRefId,
      amount: p.paymentDetails.amount,
    })),
    contract: { prepaid: prepaid.violations.slice(0, 20), bbps: bbps.contractProblems.slice(0, 20) },
    requests: {
      razorpay: razorpay.requests.length,
      prepaid: prepaid.calls.length,
      bbps: bbps.requests.length,
    },
  }),
};

const control = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const handler = routes[`${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`];
    let status = 200;
    let answer: unknown;
    try {
      if (!handler) throw new Error('no such control route');
      const text = Buffer.concat(chunks).toString('utf8');
      answer = handler(text ? (JSON.parse(text) as Body) : {});
    } catch (err) {
      status = 400;
      answer = { error: (err as Error).message };
    }
    const text = JSON.stringify(answer);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  });
});
await new Promise<void>((resolve) => control.listen(port('FAKES_CONTROL_PORT'), '127.0.0.1', resolve));

console.log(
  JSON.stringify({
    ready: {
      razorpay: {
        url: razorpay.url,
        keyId: razorpay.keyId,
        keySecret: razorpay.keySecret,
        webhookSecret: razorpay.webhookSecret,
      },
      prepaid: { url: prepaid.url, ...prepaid.keys },
      bbps: {
        url: bbps.url,
        clientId: bbps.clientId,
        clientSecret: bbps.clientSecret,
        partnerId: bbps.partnerId,
      },
    },
  }),
);
