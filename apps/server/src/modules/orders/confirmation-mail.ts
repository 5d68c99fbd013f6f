import type { FastifyBaseLogger } from 'fastify';
import { formatOrderId } from '@paywise/domain/format';
import { describeMailError, type Mail, type Mailer } from '../../adapters/mailer/mailer';
import type { Database } from '../../db/client';
import { translator } from '../../lib/i18n';
import type { RecurringJob } from '../../plugins/jobs';
import { mayNotify, unsubscribeHeaders, unsubscribeUrl } from '../privacy';
import { receiptRows } from './receipt';
import {
  claimOrderMail,
  dueOrderMailIds,
  findReadableOrder,
  finishOrderMail,
  leaseOrderMail,
  orderMailRecipient,
} from './repo';
import { toOrderDto } from './dto';

/**
 * The order confirmation mail (docs/decisions/0035): when an order completes, its customer gets one mail, in their
 * saved language, with the receipt's lines (for a bill paid through Bharat Connect: its B-Connect transaction id,
 * the biller's reference and approval number, biller, customer name, bill number and dates, payment mode and
 * channel). One row per order (order_mails) is inserted before anything is sent: whichever of the request, the
 * sweeper or a webhook completed the order, and however often onMoved is called, one mail is claimed. A mail
 * server failing for a while is retried by the job; a mail failure never changes the order.
 */

export const ORDER_MAILS_JOB = 'order-mails';
/** Attempts of one mail while the mail server fails, spaced by RETRY_SECONDS. */
const MAX_ATTEMPTS = 5;
const RETRY_SECONDS = [60, 300, 900, 3600];
/** A leased mail is the leaseholder's this long (longer than one send may take: SMTP steps time out at 10 s). */
const LEASE_SECONDS = 120;

export interface OrderMails {
  /** Called after an order moved (the orders service's onMoved): never throws, never waits for the mail. */
  orderChanged(order: { id: number; customerId: number; status: string }): void;
  /** Sends the mails that are due (the job's work; tests call it). */
  sendDue(): Promise<number>;
  /** Resolves once the sends started by orderChanged are done (app close, tests). */
  settled(): Promise<void>;
  jobs(): RecurringJob[];
}

export interface OrderMailsDeps {
  db: Database;
  /** The app's mailer, known once the API scope is registered. */
  mailer: () => Mailer | null;
  log: FastifyBaseLogger;
  appUrl: string;
  /** The secret the mail links are signed with (the unsubscribe route checks them with it). */
  linkSecret: string | Buffer;
}

/** The confirmation mail of a completed order, in `language` (English when none). */
export function orderConfirmationMail(
  order: Parameters<typeof receiptRows>[0],
  input: { language?: string | null; orderUrl: string; unsubscribeUrl?: string },
): Pick<Mail, 'subject' | 'text'> {
  const tr = translator(input.language);
  const values = {
    service: tr.orderType(order.type),
    amount: tr.rupees(order.amountPayable),
    orderId: formatOrderId(order.id),
  };
  const details = receiptRows(order, input.language, { forMail: true })
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  return {
    subject: tr.t('mail.orderConfirmation.subject', values),
    text:
      tr.t('mail.orderConfirmation.text', {
        ...values,
        identifier: order.mobile ?? order.accountNumber ?? order.itemId,
        bbps: String(Boolean(order.bbpsTransactionId)),
        details,
        url: input.orderUrl,
      }) +
      (input.unsubscribeUrl ? tr.t('mail.orderConfirmation.unsubscribe', { url: input.unsubscribeUrl }) : ''),
  };
}

export function createOrderMails(deps: OrderMailsDeps): OrderMails {
  const { db, log } = deps;
  const running = new Set<Promise<unknown>>();

  /** The customer may be mailed about this order: a verified email, order update emails not turned off. */
  async function recipientOf(customerId: number) {
    const customer = await orderMailRecipient(db, customerId);
    if (!customer?.email || !customer.isEmailVerified || customer.deletedAt) return null;
    if (!mayNotify(customer, 'email', 'orderUpdates')) return null;
    return { ...customer, email: customer.email };
  }

  async function record(order: { id: number; customerId: number; status: string }): Promise<void> {
    if (order.status !== 'Completed') return;
    const mailer = deps.mailer();
    if (!mailer || mailer.kind === 'none') return;
    if (!(await recipientOf(order.customerId))) return;
    if (await claimOrderMail(db, order.id)) await attempt(order.id);
  }

  /** One attempt of one order's mail, if it is still pending and due (leased first). */
  async function attempt(orderId: number): Promise<void> {
    const lease = await leaseOrderMail(db, orderId, LEASE_SECONDS);
    if (!lease) return;
    const attempts = lease.attempts + 1;
    const mailer = deps.mailer();
    const row = await findReadableOrder(db, orderId, null);
    // Asked again at send time: the customer may have turned order mails off, or erased the account, meanwhile.
    const customer = row ? await recipientOf(row.customerId) : null;
    if (!mailer || !row || !customer) {
      await finishOrderMail(db, orderId, { status: 'skipped', attempts: lease.attempts });
      return;
    }
    const unsubscribe = unsubscribeUrl({
      appUrl: deps.appUrl,
      secret: deps.linkSecret,
      userId: row.customerId,
      channel: 'email',
      kind: 'orderUpdates',
    });
    const mail = orderConfirmationMail(toOrderDto(row, row.consumer), {
      language: customer.language,
      orderUrl: `${deps.appUrl}/order/${row.id}`,
      unsubscribeUrl: unsubscribe,
    });
    try {
      await mailer.send({ to: customer.email, ...mail, headers: unsubscribeHeaders(unsubscribe) });
      await finishOrderMail(db, orderId, { status: 'sent', attempts });
    } catch (error) {
      const retry = attempts < MAX_ATTEMPTS;
      log.warn(
        { orderId, attempts, mail: describeMailError(error) },
        retry ? 'order confirmation mail not sent; tried again later' : 'order confirmation mail not sent',
      );
      await finishOrderMail(
        db,
        orderId,
        retry
          ? {
              status: 'pending',
              attempts,
              retryInSeconds: RETRY_SECONDS[Math.min(attempts - 1, RETRY_SECONDS.length - 1)],
            }
          : { status: 'failed', attempts },
      );
    }
  }

  return {
    orderChanged(order) {
      const task = record(order).catch((err: unknown) =>
        log.error({ err, orderId: order.id }, 'order confirmation mail could not be recorded'),
      );
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    async sendDue() {
      const ids = await dueOrderMailIds(db, 100);
      for (const id of ids) await attempt(id);
      return ids.length;
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    jobs() {
      return [{ name: ORDER_MAILS_JOB, everyMs: 60_000, run: () => this.sendDue() }];
    },
  };
}
