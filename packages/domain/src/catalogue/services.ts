import type {
  AmountMode,
  DisplayType,
  IdentifierFilter,
  OperatorListKey,
  OrderType,
  ServiceDefinition,
  ServiceSlug,
  ValidationCheck,
} from './types';
import { DTH_OPERATORS } from './operators-light';
import { SERVICE_SLUGS } from './types';

/** Identifier label by display type, as orders are read (docs/product.md#orders); else 'Account Number'. */
const IDENTIFIER_LABELS: Readonly<Record<string, string>> = {
  ELECTRICITY: 'Consumer Number',
  WATER: 'Consumer Number',
  BROADBAND: 'Customer ID',
  CABLE: 'Customer ID',
  GAS: 'Gas Connection Number',
  CYLINDER: 'LPG ID',
  FASTAG: 'Vehicle Number',
  LANDLINE: 'Telephone Number',
  EDUCATION: 'Student ID',
  METRO: 'Metro Card Number',
  ENTERTAINMENT: 'Subscription ID',
  MUNICIPAL: 'Property ID',
  CLUBS: 'Membership ID',
  CHALLAN: 'Challan Number',
  HOSPITAL: 'Patient ID',
  SUBSCRIPTION: 'Subscriber ID',
  DTH: 'Smart Card Number',
  DATACARD: 'Data Card Number',
  POSTPAID: 'Mobile Number',
};

/** Label of an order's identifier by its display type (case-insensitive); unknown types get 'Account Number'. */
export function identifierLabelFor(displayType: string): string {
  return IDENTIFIER_LABELS[displayType.trim().toUpperCase()] ?? 'Account Number';
}

/**
 * The identifier's label on a page, for an operator: the one label the form, the bill card, the summary, the order
 * page and the receipt show. A DTH operator names its own ID (Subscriber ID, Customer Account Number...).
 */
export function identifierLabelOf(def: ServiceDefinition, operatorName: string): string {
  // Only DTH operators name their own (Operator.identifierLabel).
  if (def.operatorList !== 'DTH') return def.identifier.label;
  const operator = DTH_OPERATORS.find((candidate) => candidate.name === operatorName);
  return operator?.identifierLabel ?? def.identifier.label;
}

type IdentifierRule = Pick<ServiceDefinition['identifier'], 'maxLength' | 'pattern' | 'ruleText'>;

/** Free-text account ids: letters, digits, spaces and - / . _ @ (plus any extra characters given). */
function freeTextRule(
  maxLength: number,
  extra: { chars: string; text: string } = { chars: '', text: '' },
): IdentifierRule {
  return {
    maxLength,
    pattern: new RegExp(`^[A-Za-z0-9 ./_@${extra.chars}-]{1,${maxLength}}$`),
    ruleText: `letters, digits, spaces and - / . _ @${extra.text} only, at most ${maxLength} characters`,
  };
}

const TEN_DIGIT_MOBILE: IdentifierRule = { maxLength: 10, pattern: /^\d{10}$/, ruleText: '10 digits' };

/** The mobile number field of the mobile recharge and postpaid pages (one page, two tabs). */
const MOBILE_NUMBER: ServiceDefinition['identifier'] = {
  label: 'Mobile Number',
  placeholder: 'Enter 10-digit mobile number',
  filter: 'digits10',
  ...TEN_DIGIT_MOBILE,
  summaryLabel: 'Mobile Number',
  orderField: 'number',
};

const STANDARD_AMOUNT = { mode: 'typed', label: 'Amount', placeholder: 'Enter amount' } as const;

interface PageInput {
  slug: ServiceSlug;
  group: ServiceDefinition['group'];
  orderType: OrderType;
  displayType?: DisplayType;
  tileLabel: string;
  pageTitle: string;
  formTitle: string;
  operatorList: OperatorListKey;
  operatorLabel: string;
  operatorPlaceholder: string;
  identifier: { label: string; placeholder: string; filter?: IdentifierFilter; rule: IdentifierRule };
  amount?: { mode: AmountMode; label: string; placeholder: string };
  /** Whether the billers present bills; none when left out. */
  bill?: ServiceDefinition['bill'];
  serviceType?: string;
  toggle?: ServiceDefinition['toggle'];
  /**
   * The page's three messages (docs/product.md#services), checked in the order operator, identifier, amount;
   * no amount = no amount check.
   */
  errors: { operator: string; identifier: string; amount?: string };
  paymentFailed: string;
  alternates?: string[];
  banner: ServiceDefinition['banner'];
}

/** Every page except mobile and data card: operator first, identifier sent as accountNumber. */
function billPage(input: PageInput): ServiceDefinition {
  const displayType = input.displayType ?? input.orderType;
  const checks: ValidationCheck[] = [
    { field: 'operator', message: input.errors.operator },
    { field: 'identifier', message: input.errors.identifier },
  ];
  if (input.errors.amount !== undefined) checks.push({ field: 'amount', message: input.errors.amount });
  const definition: ServiceDefinition = {
    slug: input.slug,
    route: `/${input.group}/${input.slug}`,
    group: input.group,
    orderType: input.orderType,
    displayType,
    tileLabel: input.tileLabel,
    pageTitle: input.pageTitle,
    formTitle: input.formTitle,
    operatorList: input.operatorList,
    operatorLabel: input.operatorLabel,
    operatorPlaceholder: input.operatorPlaceholder,
    identifier: {
      label: input.identifier.label,
      placeholder: input.identifier.placeholder,
      filter: input.identifier.filter ?? 'none',
      ...input.identifier.rule,
      // One label everywhere: the form's, on the summary, the bill card, the order page and the receipt.
      summaryLabel: input.identifier.label,
      orderField: 'accountNumber',
    },
    amount: input.amount ?? { ...STANDARD_AMOUNT },
    bill: input.bill ?? 'none',
    hasCircle: false,
    hasRechargeTypeTabs: false,
    clearsOnOperatorChange: true,
    checks,
    messages: { proceed: 'Proceeding to payment summary...', paymentFailed: input.paymentFailed },
    banner: input.banner,
  };
  if (input.serviceType !== undefined) definition.serviceType = input.serviceType;
  if (input.toggle !== undefined) definition.toggle = { ...input.toggle };
  if (input.alternates !== undefined) definition.messages.alternates = [...input.alternates];
  return definition;
}

/** Mobile and data card share one form: number, operator, circle, then a plan (docs/product.md#services). */
const MOBILE_CHECKS: ValidationCheck[] = [
  { field: 'identifier', message: 'Please enter a valid Mobile Number' },
  { field: 'operator', message: 'Please select an Operator' },
  { field: 'circle', message: 'Please select a Circle' },
  { field: 'amount', message: 'Please enter a valid Amount' },
];

const GAS_TOGGLE = { payBill: 'gas', bookCylinder: 'cylinder' } as const;
const GAS_ERRORS = {
  operator: 'Please select an operator.',
  identifier: 'Please enter Customer/Registered No.',
  amount: 'Please enter the amount.',
};

export const SERVICES: Record<ServiceSlug, ServiceDefinition> = {
  mobile: {
    slug: 'mobile',
    route: '/recharge/mobile',
    group: 'recharge',
    orderType: 'MOBILE',
    displayType: 'MOBILE',
    tileLabel: 'Mobile',
    pageTitle: 'Mobile Recharge',
    formTitle: 'Mobile Recharge or Bill Payment',
    operatorList: 'MOBILE',
    operatorLabel: 'Operator',
    operatorPlaceholder: 'Select Operator',
    identifier: MOBILE_NUMBER,
    amount: { mode: 'plans', label: 'Amount', placeholder: 'Choose a plan' },
    bill: 'none',
    hasCircle: true,
    hasRechargeTypeTabs: true,
    clearsOnOperatorChange: false,
    checks: MOBILE_CHECKS.map((check) => ({ ...check })),
    messages: {
      proceed: 'Proceeding to payment...',
      paymentFailed: 'Mobile Recharge failed. Please try again.',
      browsePlans: 'Please enter a 10-digit mobile number first.',
    },
    banner: {
      title: 'Instant discount up to ₹100 on every recharge',
      text: 'Recharge any prepaid number or pay a postpaid bill through the app and get up to ₹100 off instantly. Pay by card, net banking, UPI or wallet.',
    },
  },
  dth: billPage({
    slug: 'dth',
    group: 'recharge',
    orderType: 'DTH',
    tileLabel: 'DTH',
    pageTitle: 'DTH Recharge',
    formTitle: 'Recharge your DTH',
    operatorList: 'DTH',
    operatorLabel: 'Operator',
    operatorPlaceholder: 'Select DTH Operator',
    // The page swaps this label for the chosen operator's Operator.identifierLabel.
    identifier: { label: 'Customer ID', placeholder: 'Enter your Customer ID', rule: freeTextRule(20) },
    errors: {
      operator: 'Please select an operator.',
      identifier: 'Please enter your customer ID.',
      amount: 'Please enter an amount.',
    },
    paymentFailed: 'DTH Recharge failed. Please try again.',
    banner: {
      title: 'Never miss your favourite show',
      text: 'Recharge Airtel Digital TV, Tata Sky, Dish TV, d2h and more, and save up to ₹100 instantly on every DTH recharge made through the app.',
    },
  }),
  datacard: {
    slug: 'datacard',
    route: '/recharge/datacard',
    group: 'recharge',
    orderType: 'MOBILE',
    displayType: 'DATACARD',
    tileLabel: 'Data Card',
    // The data card page reuses MOBILE; this is how the server files its orders as data card recharges.
    serviceType: 'Data Card Recharge',
    pageTitle: 'Data Card Recharge',
    formTitle: 'Recharge your Data Card',
    operatorList: 'MOBILE',
    operatorLabel: 'Operator',
    operatorPlaceholder: 'Select Operator',
    identifier: {
      label: 'Mobile Number',
      placeholder: 'Enter 10-digit data card number',
      filter: 'digits10',
      ...TEN_DIGIT_MOBILE,
      summaryLabel: 'Mobile Number',
      orderField: 'number',
    },
    amount: { mode: 'plans', label: 'Amount', placeholder: 'Choose a plan' },
    bill: 'none',
    hasCircle: true,
    hasRechargeTypeTabs: false,
    clearsOnOperatorChange: false,
    checks: MOBILE_CHECKS.map((check) => ({ ...check })),
    messages: {
      proceed: 'Proceeding to payment summary...',
      // Data card has no failure text of its own: the mobile one is reused (docs/product.md#services).
      paymentFailed: 'Mobile Recharge failed. Please try again.',
      browsePlans: 'Please enter a 10-digit mobile number first.',
    },
    banner: {
      title: 'Keep your data card online',
      text: 'Top up your dongle or pocket hotspot in seconds and get up to ₹100 off instantly on every recharge made through the app.',
    },
  },
  fastag: billPage({
    slug: 'fastag',
    group: 'recharge',
    orderType: 'FASTAG',
    tileLabel: 'FASTag',
    pageTitle: 'FASTag Recharge',
    formTitle: 'Recharge your FASTag',
    operatorList: 'FASTAG',
    operatorLabel: 'Issuing Bank',
    operatorPlaceholder: 'Select FASTag Issuing Bank',
    identifier: {
      label: 'Vehicle Registration Number',
      placeholder: 'e.g. KL01AB1234',
      filter: 'vehicle',
      rule: {
        maxLength: 15,
        pattern: /^[A-Z0-9]{4,15}$/,
        ruleText: 'capital letters and digits only, 4 to 15 characters (e.g. KL01AB1234)',
      },
    },
    amount: { mode: 'typedWhole', label: 'Amount', placeholder: 'Enter amount' },
    errors: {
      operator: 'Please select your FASTag issuing bank.',
      identifier: 'Please enter vehicle number.',
      amount: 'Please enter the amount.',
    },
    alternates: ['Please select an operator.'],
    paymentFailed: 'FasTag Recharge failed. Please try again.',
    banner: {
      title: 'Cruise through every toll plaza',
      text: 'Top up the FASTag on your car or truck from any of 23 issuing banks and keep the toll lane moving.',
    },
  }),
  metro: billPage({
    slug: 'metro',
    group: 'recharge',
    orderType: 'METRO',
    tileLabel: 'Metro',
    pageTitle: 'Metro Card Recharge',
    formTitle: 'Recharge your Metro Card',
    operatorList: 'METRO',
    operatorLabel: 'Metro Operator',
    operatorPlaceholder: 'Select Metro Operator',
    identifier: {
      label: 'Metro Card Number',
      placeholder: 'Enter your metro card number',
      rule: freeTextRule(20),
    },
    serviceType: 'Metro Card Recharge',
    errors: {
      operator: 'Please select an operator.',
      identifier: 'Please enter your metro card number.',
      amount: 'Please enter the amount.',
    },
    paymentFailed: 'Metro Payment failed. Please try again.',
    banner: {
      title: 'Tap in, ride on',
      text: 'Add value to your metro smart card before you reach the station and skip the queue at the ticket counter.',
    },
  }),
  electricity: billPage({
    slug: 'electricity',
    group: 'bills',
    orderType: 'ELECTRICITY',
    tileLabel: 'Electricity',
    pageTitle: 'Electricity Bill Payment',
    formTitle: 'Pay Electricity Bill',
    operatorList: 'ELECTRICITY',
    operatorLabel: 'Electricity Board',
    operatorPlaceholder: 'Select Electricity Board',
    bill: 'optional',
    identifier: {
      label: 'Consumer Number',
      placeholder: 'Enter your Consumer Number',
      rule: freeTextRule(32),
    },
    amount: { mode: 'optional', label: 'Amount', placeholder: 'Amount (Optional)' },
    errors: {
      operator: 'Please select your electricity board.',
      identifier: 'Please enter your Consumer Number.',
    },
    // Older form-level wording, kept with the page but not shown (its 'Cunsumer' typo corrected).
    alternates: ['Please select an operator.', 'Please enter your Consumer No.'],
    paymentFailed: 'Electricity Payment failed. Please try again.',
    banner: {
      title: 'Pay your power bill before the due date',
      text: 'Settle electricity bills for 64 boards and distribution companies across India in under a minute.',
    },
  }),
  broadband: billPage({
    slug: 'broadband',
    group: 'bills',
    orderType: 'BROADBAND',
    tileLabel: 'Broadband',
    pageTitle: 'Broadband Bill Payment',
    formTitle: 'Pay Broadband Bill',
    operatorList: 'BROADBAND',
    operatorLabel: 'Operator',
    operatorPlaceholder: 'Select Broadband Operator',
    bill: 'required',
    identifier: {
      label: 'Account/Directory Number',
      placeholder: 'Enter your Account or Directory Number',
      rule: freeTextRule(32),
    },
    amount: { mode: 'fetched', label: 'Amount to Pay', placeholder: 'Fetch your bill to see the amount' },
    errors: {
      operator: 'Please select a broadband operator.',
      identifier: 'Please enter your Account/Directory Number.',
      amount: 'Please fetch your bill first.',
    },
    paymentFailed: 'Broadband Payment failed. Please try again.',
    banner: {
      title: 'Stay connected, pay in seconds',
      text: 'Fetch your latest broadband bill and pay it from the app, without signing in to your provider’s portal.',
    },
  }),
  water: billPage({
    slug: 'water',
    group: 'bills',
    orderType: 'WATER',
    tileLabel: 'Water',
    pageTitle: 'Water Bill Payment',
    formTitle: 'Pay Water Bill',
    operatorList: 'WATER',
    operatorLabel: 'Water Board',
    operatorPlaceholder: 'Select Water Board',
    bill: 'optional',
    identifier: {
      label: 'Consumer/Connection ID',
      placeholder: 'Enter your Consumer or Connection ID',
      rule: freeTextRule(32),
    },
    errors: {
      operator: 'Please select your water board.',
      identifier: 'Please enter your Consumer/Connection ID.',
      amount: 'Please enter the bill amount.',
    },
    paymentFailed: 'Water Tax Payment failed. Please try again.',
    banner: {
      title: 'Water bills, sorted',
      text: 'Pay water charges for 42 boards and municipal corporations without standing in a queue at the ward office.',
    },
  }),
  gas: billPage({
    slug: 'gas',
    group: 'bills',
    orderType: 'GAS',
    tileLabel: 'Gas',
    pageTitle: 'Pay Gas Bill',
    formTitle: 'Pay Gas Bill',
    operatorList: 'GAS',
    operatorLabel: 'Gas Provider',
    operatorPlaceholder: 'Select Gas Provider',
    bill: 'optional',
    identifier: {
      label: 'Customer/Registered Number',
      placeholder: 'Enter your Customer or Registered Number',
      rule: freeTextRule(32),
    },
    amount: { mode: 'typed', label: 'Bill Amount', placeholder: 'Enter bill amount' },
    serviceType: 'Pay Bill',
    toggle: GAS_TOGGLE,
    errors: GAS_ERRORS,
    paymentFailed: 'Gas Bill Payment failed. Please try again.',
    banner: {
      title: 'Piped gas bill due?',
      text: 'Pay bills for IGL, Mahanagar Gas, Gujarat Gas and other city gas companies instantly, or switch to cylinder booking in one tap.',
    },
  }),
  cylinder: billPage({
    slug: 'cylinder',
    group: 'bills',
    orderType: 'GAS',
    displayType: 'CYLINDER',
    tileLabel: 'Cylinder',
    pageTitle: 'Book LPG Gas Cylinder',
    formTitle: 'Book LPG Gas Cylinder',
    operatorList: 'CYLINDER',
    operatorLabel: 'LPG Provider',
    operatorPlaceholder: 'Select LPG Provider',
    identifier: {
      label: 'Customer/Registered Number',
      placeholder: 'Enter your LPG ID or Registered Number',
      rule: freeTextRule(32),
    },
    amount: { mode: 'typed', label: 'Booking Amount', placeholder: 'Enter booking amount' },
    serviceType: 'Book Cylinder',
    toggle: GAS_TOGGLE,
    errors: GAS_ERRORS,
    paymentFailed: 'Gas Bill Payment failed. Please try again.',
    banner: {
      title: 'Book your LPG refill in seconds',
      text: 'Book and pay for an HP Gas, Indane or Bharat Gas cylinder from the app and get the booking confirmed straight away.',
    },
  }),
  landline: billPage({
    slug: 'landline',
    group: 'bills',
    orderType: 'LANDLINE',
    tileLabel: 'Landline',
    pageTitle: 'Landline Bill Payment',
    formTitle: 'Pay Landline Bill',
    operatorList: 'LANDLINE',
    operatorLabel: 'Operator',
    operatorPlaceholder: 'Select Landline Operator',
    bill: 'optional',
    identifier: {
      label: 'Telephone Number with STD Code',
      placeholder: 'e.g. 02212345678',
      filter: 'digits',
      rule: {
        maxLength: 12,
        pattern: /^\d{6,12}$/,
        ruleText: 'digits only, 6 to 12 digits including the STD code',
      },
    },
    errors: {
      operator: 'Please select your operator.',
      identifier: 'Please enter your telephone number.',
      amount: 'Please enter the amount.',
    },
    paymentFailed: 'Landline Bill Payment failed. Please try again.',
    banner: {
      title: 'Landline bills without the paperwork',
      text: 'Pay Airtel, BSNL, MTNL and other landline bills in a few taps and keep the home or office line ringing.',
    },
  }),
  education: billPage({
    slug: 'education',
    group: 'bills',
    orderType: 'EDUCATION',
    tileLabel: 'Education Fees',
    pageTitle: 'Education Fee Payment',
    formTitle: 'Pay Education Fees',
    operatorList: 'EDUCATION',
    operatorLabel: 'Institute',
    operatorPlaceholder: 'Select Institute',
    bill: 'optional',
    identifier: {
      label: 'Enrollment Number or Student ID',
      placeholder: 'Enter Enrollment Number or Student ID',
      rule: freeTextRule(32),
    },
    errors: {
      operator: 'Please select an institution.',
      identifier: 'Please enter your Enrollment Number or Student ID.',
      amount: 'Please enter the fee amount.',
    },
    // Spelt 'Payment' (an older text had 'Pyamnet'); every failure message: docs/product.md#services.
    paymentFailed: 'Education Payment failed. Please try again.',
    banner: {
      title: 'Fees paid, worry-free',
      text: 'Pay school, college and university fees online and keep every receipt safely in your order history.',
    },
  }),
  housing: billPage({
    slug: 'housing',
    group: 'bills',
    orderType: 'HOUSING',
    tileLabel: 'Apartment',
    pageTitle: 'Apartment Bill Payment',
    formTitle: 'Pay Apartment Bills',
    operatorList: 'HOUSING',
    operatorLabel: 'Housing Society',
    operatorPlaceholder: 'Select Housing Society',
    bill: 'optional',
    identifier: {
      label: 'Apartment / Flat Number',
      placeholder: 'e.g. B-1204',
      rule: freeTextRule(32),
    },
    errors: {
      operator: 'Please select your housing society.',
      identifier: 'Please enter your Apartment / Flat Number.',
      amount: 'Please enter the bill amount.',
    },
    paymentFailed: 'Apartment Payment failed. Please try again.',
    banner: {
      title: 'Maintenance dues in one tap',
      text: 'Pay apartment maintenance and society charges online, without cheques, cash or chasing the treasurer.',
    },
  }),
  entertainment: billPage({
    slug: 'entertainment',
    group: 'bills',
    orderType: 'ENTERTAINMENT',
    tileLabel: 'Entertainment',
    pageTitle: 'Entertainment Bill Payment',
    formTitle: 'Pay Entertainment Bills',
    operatorList: 'ENTERTAINMENT',
    operatorLabel: 'Operator',
    operatorPlaceholder: 'Select Entertainment Provider',
    identifier: {
      label: 'Account No/User Name',
      placeholder: 'Enter your Account Number or User Name',
      rule: freeTextRule(64),
    },
    serviceType: 'Entertainment Payment',
    errors: {
      operator: 'Please select an operator.',
      identifier: 'Please enter your Account No/User Name.',
      amount: 'Please enter the amount.',
    },
    // Entertainment's own wording (an older text borrowed electricity's); docs/product.md#services.
    paymentFailed: 'Entertainment Payment failed. Please try again.',
    banner: {
      title: 'Your shows and music, always on',
      text: 'Pay for streaming, music and movie services from one place, by card, net banking, UPI or wallet.',
    },
  }),
  municipal: billPage({
    slug: 'municipal',
    group: 'bills',
    orderType: 'MUNICIPAL',
    tileLabel: 'Municipal Tax',
    pageTitle: 'Municipal Tax Payment',
    formTitle: 'Pay Property Tax',
    operatorList: 'MUNICIPAL',
    operatorLabel: 'Corporation',
    operatorPlaceholder: 'Select Municipal Corporation',
    bill: 'optional',
    identifier: {
      label: 'Property Number',
      placeholder: 'Enter your Property Number',
      rule: freeTextRule(40),
    },
    amount: { mode: 'typed', label: 'Amount', placeholder: 'Enter tax amount' },
    serviceType: 'Municipal Tax Payment',
    errors: {
      operator: 'Please select the corporation.',
      identifier: 'Please enter your Property Number.',
      amount: 'Please enter the tax amount.',
    },
    paymentFailed: 'Municipal Tax Payment failed. Please try again.',
    banner: {
      title: 'Property tax, paid on time',
      text: 'Clear municipal property tax online and stay ahead of penalty dates, without a visit to the ward office.',
    },
  }),
  clubs: billPage({
    slug: 'clubs',
    group: 'bills',
    orderType: 'CLUBS',
    tileLabel: 'Clubs',
    pageTitle: 'Clubs & Associations',
    formTitle: 'Pay Club Fees',
    operatorList: 'CLUBS',
    operatorLabel: 'Club / Association',
    operatorPlaceholder: 'Select Club or Association',
    identifier: {
      label: 'Membership No.',
      placeholder: 'Enter your Membership Number',
      rule: freeTextRule(32),
    },
    serviceType: 'Club Payment',
    errors: {
      operator: 'Please select a club or association.',
      identifier: 'Please enter your Membership Number.',
      amount: 'Please enter the payment amount.',
    },
    paymentFailed: 'Club Payment failed. Please try again.',
    banner: {
      title: 'Membership dues, settled',
      text: 'Pay club subscriptions, association dues and event fees online, wherever you happen to be.',
    },
  }),
  cable: billPage({
    slug: 'cable',
    group: 'bills',
    orderType: 'CABLE',
    tileLabel: 'Cable TV',
    pageTitle: 'Cable TV Bill Payment',
    formTitle: 'Pay Cable TV Bill',
    operatorList: 'CABLE',
    operatorLabel: 'Operator',
    operatorPlaceholder: 'Select Cable TV Operator',
    bill: 'optional',
    identifier: {
      label: 'Mobile No/Account No/MAC ID',
      placeholder: 'Enter Mobile Number, Account Number or MAC ID',
      rule: freeTextRule(32, { chars: ':', text: ' :' }),
    },
    serviceType: 'Cable TV Payment',
    errors: {
      operator: 'Please select your Cable TV operator.',
      identifier: 'Please enter your Account/MAC ID.',
      amount: 'Please enter the payment amount.',
    },
    paymentFailed: 'Cable Recharge failed. Please try again.',
    banner: {
      title: 'Cable TV, paid from your sofa',
      text: 'Renew your cable TV pack online instead of waiting for the collection agent to call.',
    },
  }),
  challan: billPage({
    slug: 'challan',
    group: 'bills',
    orderType: 'CHALLAN',
    tileLabel: 'Challan',
    pageTitle: 'Traffic Challan Payment',
    formTitle: 'Pay Traffic Challan',
    operatorList: 'CHALLAN',
    operatorLabel: 'Traffic Authority',
    operatorPlaceholder: 'Select Traffic Authority',
    identifier: {
      label: 'Challan/Vehicle Number',
      placeholder: 'Enter Challan or Vehicle Number',
      filter: 'upper',
      rule: {
        maxLength: 30,
        pattern: /^[A-Z0-9 /-]{1,30}$/,
        ruleText: 'capital letters, digits, spaces, - and / only, at most 30 characters',
      },
    },
    serviceType: 'Challan Payment',
    errors: {
      operator: 'Please select the traffic authority.',
      identifier: 'Please enter your Challan or Vehicle Number.',
      amount: 'Please enter the challan amount.',
    },
    paymentFailed: 'Challan Payment failed. Please try again.',
    banner: {
      title: 'Settle challans without a court visit',
      text: 'Pay traffic e-challans online in minutes and keep your vehicle record clean.',
    },
  }),
  hospital: billPage({
    slug: 'hospital',
    group: 'bills',
    orderType: 'HOSPITAL',
    tileLabel: 'Hospital',
    pageTitle: 'Hospital Bill Payment',
    formTitle: 'Pay Hospital Bill',
    operatorList: 'HOSPITAL',
    operatorLabel: 'Hospital',
    operatorPlaceholder: 'Select Hospital',
    bill: 'optional',
    identifier: {
      label: 'Account No/User Name',
      placeholder: 'Enter your Account Number or User Name',
      rule: freeTextRule(64),
    },
    serviceType: 'Hospital Bill Payment',
    errors: {
      operator: 'Please select the hospital.',
      identifier: 'Please enter your Account No/User Name.',
      amount: 'Please enter the bill amount.',
    },
    paymentFailed: 'Hospital Bill Payment failed. Please try again.',
    banner: {
      title: 'One less thing to worry about',
      text: 'Pay hospital bills and deposits online so you can stay with your family instead of standing at the billing desk.',
    },
  }),
  subscription: billPage({
    slug: 'subscription',
    group: 'bills',
    orderType: 'SUBSCRIPTION',
    tileLabel: 'Subscription',
    pageTitle: 'Subscription Payment',
    formTitle: 'Pay for Subscriptions',
    operatorList: 'SUBSCRIPTION',
    operatorLabel: 'Provider',
    operatorPlaceholder: 'Select Subscription Provider',
    identifier: {
      label: 'Registered Mobile Number',
      placeholder: 'Enter your Registered Mobile Number',
      filter: 'digits10',
      // Digits only and at most 10, but no length check on submit (docs/product.md#services).
      rule: { maxLength: 10, pattern: /^\d{1,10}$/, ruleText: 'digits only, at most 10' },
    },
    serviceType: 'Subscription Payment',
    errors: {
      operator: 'Please select a subscription provider.',
      identifier: 'Please enter your Registered Mobile Number.',
      amount: 'Please enter the subscription amount.',
    },
    paymentFailed: 'Subscription Payment failed. Please try again.',
    banner: {
      title: 'Renew the things you read and watch',
      text: 'Pay for newspapers, magazines and premium memberships with your registered mobile number.',
    },
  }),
  postpaid: {
    slug: 'postpaid',
    route: '/recharge/postpaid',
    group: 'recharge',
    // A postpaid bill is a MOBILE order filed under its own serviceType, as the data card page does.
    orderType: 'MOBILE',
    displayType: 'POSTPAID',
    serviceType: 'Postpaid Bill Payment',
    tileLabel: 'Postpaid',
    pageTitle: 'Mobile Postpaid Bill Payment',
    // The same form as the mobile page, with the other tab chosen.
    formTitle: 'Mobile Recharge or Bill Payment',
    operatorList: 'MOBILE',
    operatorLabel: 'Operator',
    operatorPlaceholder: 'Select Operator',
    identifier: MOBILE_NUMBER,
    amount: { mode: 'billEditable', label: 'Amount', placeholder: 'Enter amount', minRupees: 1 },
    // A postpaid bill is the operator's and the number's: no circle.
    bill: 'required',
    hasCircle: false,
    hasRechargeTypeTabs: true,
    tabOf: 'mobile',
    clearsOnOperatorChange: false,
    checks: [
      { field: 'identifier', message: 'Please enter a valid Mobile Number' },
      { field: 'operator', message: 'Please select an Operator' },
      { field: 'amount', message: 'Please enter the amount.' },
    ],
    messages: {
      proceed: 'Proceeding to payment...',
      paymentFailed: 'Postpaid bill payment failed. Please try again.',
    },
    banner: {
      title: 'Pay your postpaid bill on time',
      text: 'Fetch the bill for any Airtel, Jio, Vi, BSNL or MTNL postpaid number and pay all of it, or part of it, in one go.',
    },
  },
};

/** The definitions in SERVICE_SLUGS order: the twenty listed pages, then postpaid (docs/product.md#pages). */
export const SERVICE_LIST: ServiceDefinition[] = SERVICE_SLUGS.map((slug) => SERVICES[slug]);

/** The pages that have a tile or menu entry of their own (all but a tab of another page, such as postpaid). */
export const LISTED_SERVICES: ServiceDefinition[] = SERVICE_LIST.filter(
  (service) => service.tabOf === undefined,
);

/** The service tile bar, in the order of docs/product.md#pages. */
export const TILE_SERVICES: readonly ServiceSlug[] = [
  'mobile',
  'dth',
  'datacard',
  'electricity',
  'broadband',
  'water',
  'gas',
  'cylinder',
  'fastag',
  'landline',
];

/** The '+More' panel (Other Services), in the order of docs/product.md#pages. */
export const MORE_SERVICES: readonly ServiceSlug[] = [
  'education',
  'housing',
  'metro',
  'entertainment',
  'municipal',
  'clubs',
  'cable',
  'challan',
  'hospital',
  'subscription',
];

export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}

/** The service page of a browser path; ignores a query string, a hash and a trailing slash. */
export function findServiceByRoute(path: string): ServiceDefinition | undefined {
  const bare = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return SERVICE_LIST.find((service) => service.route === bare);
}

/** Every page that creates orders of this type (MOBILE: mobile, data card and postpaid; GAS: gas and cylinder). */
export function servicesForOrderType(type: OrderType): ServiceDefinition[] {
  return SERVICE_LIST.filter((service) => service.orderType === type);
}
