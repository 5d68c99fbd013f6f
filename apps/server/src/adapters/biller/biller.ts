import type { AmountRule, BillPaymentOption, ConvenienceFeeSlab } from '@paywise/domain/bbps';

/** A bill the biller holds for an account. */
export interface Bill {
  /** Whole rupees. */
  amount: number;
  billNumber: string;
  /** India date, YYYY-MM-DD: when the bill was raised. */
  billDate: string;
  /** India date, YYYY-MM-DD (before today when the bill is overdue). */
  dueDate: string;
  customerName: string;
  /** Whether the biller accepts less than the whole amount (down to minimumAmount). */
  partialPaymentAllowed: boolean;
  /** Whole rupees, at least 1: the least part payment, when partialPaymentAllowed. */
  minimumAmount?: number;
  /** The provider's reference of this fetch (Setu's refId), which the payment request names; none in the sandbox. */
  providerRef?: string;
  /** The biller's customer convenience fee slabs (none: no fee). */
  convenienceFeeSlabs?: ConvenienceFeeSlab[];
  /** What may be paid of this bill, when the provider says it with the bill (Setu's fetch answer `exactness`). */
  exactness?: AmountRule;
  /** The provider's id of the biller this bill is of (Bharat Connect's biller id), when it knows it. */
  billerId?: string;
  /** The other amounts the biller offers for this bill (the guide "bill payment options"), in its order. */
  paymentOptions?: BillPaymentOption[];
}

export interface BillQuery {
  /** A service's order type (OrderType), or a registry category's type (CREDIT_CARD...). */
  orderType: string;
  displayType: string;
  /** In the catalogue's spelling. */
  operator: string;
  /** Normalised as the service's input filter does. */
  accountNumber: string;
  /** The signed-in customer's mobile number, when known (BBPS asks for one with every fetch). */
  customerMobile?: string | null;
  /** The registry's id of the biller, when the page chose it from the registry. */
  billerId?: string;
  /**
   * Every customer parameter the biller declares that has a value, in its order (the first is `accountNumber`
   * under the biller's first parameter's name); absent: the account number alone.
   */
  customerParams?: Array<{ name: string; value: string }>;
}

export interface FulfilmentOrder {
  id: number;
  orderType: string;
  /** The mobile number or account number paid for. */
  identifier: string;
  amountPaise: number;
  /** When the order was placed. */
  createdAt: Date;
  /** The captured payment's id at the gateway (the debit's reference: Setu BBPS paymentRefId, the recharge
   * aggregator's unique payment reference). */
  paymentRef?: string | null;
  /** How the customer paid (UPI, CARD, NETBANKING, WALLET). */
  paymentMethod?: string | null;
  /** The provider's reference of the bill fetch this order pays (Setu's refId), when it pays one. */
  billFetchRef?: string | null;
  /** The customer convenience fee paid with the order (paise), sent apart from the bill amount. */
  convenienceFeePaise?: number;
  /**
   * The fetched bill's payment option the order pays (its name and amount as the fetch answered them): sent as
   * the guide says (`selectedPaymentOptions`); absent for the bill's own amount.
   */
  paymentOption?: { name: string; amountPaise: number } | null;
  /** What the customer chose (POSTPAID for a mobile bill), the operator and circle in the catalogue's spelling. */
  displayType?: string;
  operator?: string;
  circle?: string | null;
}

export interface FulfilmentResult {
  /**
   * 'pending' when the operator has not confirmed yet (the order stays Processing and is asked again);
   * 'failed' when the operator refused it (the payment is refunded).
   */
  status: 'fulfilled' | 'pending' | 'failed';
  /** The biller's reference for the recharge or bill payment. */
  reference: string;
  /** Why it failed, in words a customer may read. */
  failureReason?: string;
  /** Bharat Connect's transaction id (the B-Connect reference), once paid through BBPS. */
  bbpsTransactionId?: string;
  /** The biller's own reference of the payment. */
  billerRef?: string;
  /** The biller's approval number of the payment (NPCI's approval reference). */
  approvalNumber?: string;
  /** The BBPS payment mode the payment was made with ('UPI', 'Debit Card', ...). */
  paymentMode?: string;
  /** The BBPS agent channel it went through (INT, MOB). */
  channel?: string;
}

/**
 * One transaction of the provider's own record (Setu BBPS's GET /api/v2/bbps/transactions), as the daily
 * reconciliation compares it with our order.
 */
export interface ProviderTransaction {
  /** The provider's reference of the bill fetch the payment paid (Setu's refId): our order's billFetchRef. */
  refId: string;
  /** Our idempotency key of the debit, as the provider recorded it (the gateway payment id). */
  paymentRefId: string | null;
  /**
   * success: paid at the biller; failed: refused (Setu's Error); reversed: paid, then given back by the biller
   * (Credit_Adjustment); pending: still processing.
   */
  status: 'success' | 'failed' | 'reversed' | 'pending';
  /** Paise, as the provider recorded it. */
  amountPaise: number | null;
}

/** A customer parameter a biller asks for (Bharat Connect's `customerParams`). */
export interface BillerParam {
  name: string;
  /** NUMERIC, ALPHANUMERIC, ... as the provider says. */
  dataType: string;
  /** The provider's pattern for the value, when it gives one. */
  regex: string | null;
  optional: boolean;
}

/** One biller of the provider's registry (Setu's List Billers; the sandbox's catalogue). */
export interface RegistryBiller {
  id: string;
  name: string;
  category: string;
  coverage: string | null;
  /** Whether a bill fetch comes before payment (the guide's fetchApiType and payWithoutFetchAllowed). */
  fetchRequirement: 'MANDATORY' | 'OPTIONAL' | 'NOT_SUPPORTED';
  /** What amount may be paid of a fetched bill (the guide "bill payment options"). */
  exactness: 'EXACT' | 'EXACT_AND_ABOVE' | 'EXACT_AND_BELOW' | 'ANY' | 'RANGE';
  params: BillerParam[];
  convenienceFeeSlabs: ConvenienceFeeSlab[];
  active: boolean;
  /** Other names customers search by (the catalogue's aliases in the sandbox). */
  aliases?: string[];
}

/**
 * The biller port (BBPS-style aggregator): fetch what an account owes, and hand a paid order to the operator.
 * A real aggregator is one new file implementing this interface.
 */
export interface Biller {
  /** The bill due on an account, or null when nothing is due. */
  fetchBill(input: BillQuery): Promise<Bill | null>;
  /**
   * Hands a paid order to the operator, or, for an order already handed over, answers its current status:
   * idempotent per order id (BBPS aggregators dedupe on the agent's reference), so asking again never pays twice.
   */
  fulfil(order: FulfilmentOrder): Promise<FulfilmentResult>;
  /** Every biller the provider offers (the registry sync reads it page by page). */
  listBillers(): AsyncIterable<RegistryBiller[]>;
  /** The provider's categories in its order, with how many billers it says each has (null: not said). */
  listCategories?(): Promise<ProviderCategory[]>;
  /** Files a transaction-based BBPS complaint; answers the provider's reference of the request. */
  raiseComplaint(input: { transactionId: string; disputeType: string; description: string }): Promise<{
    refId: string;
  }>;
  /** Where a filed complaint stands. */
  complaintStatus(refId: string): Promise<BbpsComplaintStatus>;
  /**
   * The provider said a bill fetch (its refId) has an answer (Setu's BILL_FETCH webhook): a fetch of this server
   * still waiting for it asks now instead of at its next poll. True when one was waiting. The answer is still the
   * one the fetch's own status query reads.
   */
  billFetchUpdated?(refId: string): boolean;
  /**
   * The provider's own record of the payments made in a window, page by page (the daily reconciliation compares
   * each with our order). A provider without such a list yields nothing (every order is then asked one by one).
   */
  listTransactions?(window: { from: Date; to: Date }): AsyncIterable<ProviderTransaction[]>;
}

export interface ProviderCategory {
  name: string;
  billerCount: number | null;
}

export interface BbpsComplaintStatus {
  /** PROCESSING while BBPS has not assigned it yet; then BBPS's own status (ASSIGNED, RESOLVED, ...). */
  status: string;
  complaintId: string | null;
  /** YYYY-MM-DD. */
  tatDate: string | null;
}
