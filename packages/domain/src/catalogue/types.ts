/**
 * The service pages (docs/product.md#pages): the twenty listed ones, then 'postpaid' (the mobile page's
 * Postpaid tab, a page of its own with no tile or menu entry; see ServiceDefinition.tabOf). The compiler
 * refuses a registry that misses one.
 */
export const SERVICE_SLUGS = [
  'mobile',
  'dth',
  'datacard',
  'fastag',
  'metro',
  'electricity',
  'broadband',
  'water',
  'gas',
  'cylinder',
  'landline',
  'education',
  'housing',
  'entertainment',
  'municipal',
  'clubs',
  'cable',
  'challan',
  'hospital',
  'subscription',
  'postpaid',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** Order types the API accepts (docs/product.md#services). Data card sends MOBILE, cylinder sends GAS. */
export const ORDER_TYPES = [
  'MOBILE',
  'DTH',
  'ELECTRICITY',
  'BROADBAND',
  'WATER',
  'GAS',
  'FASTAG',
  'LANDLINE',
  'EDUCATION',
  'HOUSING',
  'METRO',
  'ENTERTAINMENT',
  'MUNICIPAL',
  'CLUBS',
  'CABLE',
  'CHALLAN',
  'HOSPITAL',
  'SUBSCRIPTION',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Labels seen when reading orders: the order types plus CYLINDER, DATACARD and POSTPAID (a MOBILE bill). */
export type DisplayType = OrderType | 'CYLINDER' | 'DATACARD' | 'POSTPAID';

/**
 * Which operator list a page uses; `?type=` of GET /api/operators accepts the same keys. Every order type has
 * its list, and the cylinder page its own (LPG) besides the piped-gas one.
 */
export const OPERATOR_LIST_KEYS = [...ORDER_TYPES, 'CYLINDER'] as const;
export type OperatorListKey = (typeof OPERATOR_LIST_KEYS)[number];

export interface Operator {
  id: number;
  name: string;
  /** DTH only: the label of the identifier field for this operator (docs/product.md#services). */
  identifierLabel?: string;
  /**
   * Other names customers search by when the common one is not in `name` (TNEB for TANGEDCO, Mahavitaran for
   * MSEDCL...): the biller search matches them too.
   */
  aliases?: string[];
}

export interface Circle {
  id: number;
  name: string;
}

export const PLAN_CATEGORIES = [
  'POPULAR',
  'HERO UNLIMITED',
  'UNLIMITED',
  'DATA ADD ON',
  'OTT PLANS',
  'DATA ONLY',
  'COMBO VALIDITY',
  'TOP UP',
  'COMBO',
  'VALIDITY',
] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];
/** The categories that have a tab in the plan browser (COMBO and VALIDITY have none). */
export const PLAN_TABS: readonly PlanCategory[] = PLAN_CATEGORIES.slice(0, 8);

export interface Plan {
  id: number;
  category: PlanCategory;
  /** Whole rupees. */
  price: number;
  data: string;
  sms: string;
  validity: string;
  details: string;
  /** Read from `validity` ('28 days' → 28); null for add-ons on the existing plan and talktime. */
  validityDays: number | null;
  /** Read from `data` ('1.5 GB/day' → 1.5); null when the data is a total or none. */
  dataPerDayGb: number | null;
  /** The streaming and app benefits named in `details` (Netflix, JioHotstar, ...), in the order of KNOWN_OTT. */
  ott: string[];
  /** Offered in these circles only; absent when the plan is offered everywhere. */
  circles?: string[];
}

/**
 * How a typed identifier is cleaned as the user types (docs/product.md#services):
 * - none: kept as typed
 * - digits: digits only (landline)
 * - digits10: a mobile number (mobile, data card, postpaid, subscription): the 10-digit number of the mobile
 *   number rule ('+91 98450 12345' is 9845012345), else all its digits, never cut (catalogue/mobile-number.ts)
 * - vehicle: upper-cased, letters and digits only (FASTag)
 * - upper: upper-cased (challan)
 */
export type IdentifierFilter = 'none' | 'digits' | 'digits10' | 'vehicle' | 'upper';

/**
 * How the amount is obtained:
 * - plans: read-only, filled by choosing a plan (mobile, data card)
 * - typed: typed, digits and one dot, at most 2 decimals
 * - typedWhole: typed, digits only (FASTag)
 * - optional: typed or left empty; empty means the bill is fetched ("Auto" in the summary) (electricity)
 * - fetched: filled by Fetch Bill (broadband), read-only
 * - billEditable: filled by Fetch Bill, then editable like 'typed' to pay part or more of the bill (postpaid
 *   mobile); the field appears once a bill is fetched, and a new number or operator drops bill and amount
 */
export type AmountMode = 'plans' | 'typed' | 'typedWhole' | 'optional' | 'fetched' | 'billEditable';

export type FormField = 'identifier' | 'operator' | 'circle' | 'amount';

export interface ValidationCheck {
  field: FormField;
  message: string;
}

export interface ServiceDefinition {
  slug: ServiceSlug;
  /** Browser route, e.g. '/recharge/mobile'. */
  route: string;
  group: 'recharge' | 'bills';
  /** Sent as `type` when creating an order. */
  orderType: OrderType;
  /** How orders of this page are labelled when read back (DATACARD, CYLINDER, or the order type). */
  displayType: DisplayType;
  /** Short name on the service tile, e.g. 'Mobile', 'DTH', 'Electricity'. */
  tileLabel: string;
  /** Page heading, e.g. 'Mobile Recharge', 'Pay Gas Bill'. */
  pageTitle: string;
  /** Form heading shown above the fields. */
  formTitle: string;
  operatorList: OperatorListKey;
  operatorLabel: string;
  operatorPlaceholder: string;
  identifier: {
    label: string;
    placeholder: string;
    filter: IdentifierFilter;
    /** Maximum length accepted by the input and the server (mobile 10, others <= 64). */
    maxLength: number;
    /** Server-side character set / shape rule for the trimmed identifier. */
    pattern: RegExp;
    /** Human description of the rule, used in the server's 400 message. */
    ruleText: string;
    /** Label in the payment summary. */
    summaryLabel: string;
    /** Which order field carries it: MOBILE pages send `number`, every other page `accountNumber`. */
    orderField: 'number' | 'accountNumber';
  };
  amount: {
    mode: AmountMode;
    label: string;
    placeholder: string;
    /** The least amount accepted, in rupees, on the page and by the server (postpaid: ₹1); none: above ₹0. */
    minRupees?: number;
  };
  /**
   * Whether the page's billers present bills (POST /api/bills/fetch):
   * - required: the bill is fetched before paying and the order carries its billFetchRef (broadband, postpaid)
   * - optional: Fetch Bill is offered; a typed amount still works without one (electricity, water, piped gas,
   *   landline, municipal tax, housing society, cable TV, education fees, hospital bills)
   * - none: no bill to fetch (recharges, FASTag, challan, subscriptions...)
   */
  bill: 'required' | 'optional' | 'none';
  /** Whether the page has a circle select (mobile, data card). */
  hasCircle: boolean;
  /** Prepaid/Postpaid tabs (mobile and postpaid: Prepaid is the mobile page, Postpaid the postpaid page). */
  hasRechargeTypeTabs: boolean;
  /**
   * A page reached through another page's tab rather than a tile or menu of its own (postpaid: the mobile page's
   * Postpaid tab). The tile bar marks that page's tile while it is open.
   */
  tabOf?: ServiceSlug;
  /** Gas and cylinder share a form with a Pay Bill / Book a Cylinder toggle: the partner page's slug. */
  toggle?: { payBill: ServiceSlug; bookCylinder: ServiceSlug };
  /** serviceType sent with the order (docs/product.md#services; 'Data Card Recharge' marks data card). */
  serviceType?: string;
  /** Whether changing the operator clears identifier and amount (most pages). */
  clearsOnOperatorChange: boolean;
  /** Ordered checks run on Proceed; the first failing one is shown. */
  checks: ValidationCheck[];
  messages: {
    /** Success notice when the summary opens. */
    proceed: string;
    /** Shown when Pay fails (docs/product.md#services). */
    paymentFailed: string;
    /** Other wordings kept with the page, not shown by the app (e.g. electricity's form-level messages). */
    alternates?: string[];
    /** Browse Plans precondition (mobile, data card). */
    browsePlans?: string;
  };
  banner: { title: string; text: string };
}

/** The article under a service page's form (catalogue/service-articles.ts). */
export interface ServiceArticle {
  heading: string;
  paragraphs: string[];
}
