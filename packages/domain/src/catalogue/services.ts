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
import { OPERATORS } from './operators';
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
  const operator = OPERATORS[def.operatorList].find((candidate) => candidate.name === operatorName);
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
  article: ServiceDefinition['article'];
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
    article: input.article,
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
    article: {
      heading: 'Mobile recharge in a few taps',
      paragraphs: [
        'Type the 10-digit number, pick the operator and circle, and compare the current plans for Airtel, Jio, Vi, BSNL and MTNL side by side. Tabs for popular, unlimited, data add-on, OTT and top-up packs show the price, data and validity before you commit.',
        'Prepaid recharges go through in seconds, and postpaid numbers can be paid from the same screen with the Postpaid tab. Every recharge is saved in your order history with its order id, so you always know what was paid and when.',
        'Pay the way that suits you: debit or credit card, net banking, UPI or a wallet. Recharges made through the pay app also earn an instant discount of up to ₹100.',
      ],
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
    article: {
      heading: 'DTH recharge for every set-top box',
      paragraphs: [
        'Choose your DTH operator and the form asks for the exact ID that operator uses, whether it is a Customer ID, a Subscriber ID, a Customer Account Number or the registered mobile number. No more hunting through old bills to work out which number goes where.',
        'Enter the amount you want to add and proceed to the summary. The balance reaches your account quickly, so your channel packs keep running through the match or the season finale.',
        'You can recharge a connection at your parents’ home just as easily as your own; all you need is their ID. Each recharge is kept in your order history for later reference.',
      ],
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
    article: {
      heading: 'Data card recharge without the wait',
      paragraphs: [
        'A USB dongle, a pocket Wi-Fi hotspot or a tablet SIM recharges just like a phone: enter the number linked to the device, choose the operator and circle, and pick the data plan that matches how much you browse.',
        'Data-only packs, add-ons and long-validity plans are listed with their price and validity up front, so you can stretch your budget across a work trip or a term of online classes.',
        'Finish with a debit or credit card, net banking, UPI or your wallet, and the device is back online within moments.',
      ],
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
    article: {
      heading: 'FASTag recharge for every issuing bank',
      paragraphs: [
        'Select the bank that issued your FASTag, enter the vehicle registration number exactly as it appears on the RC (for example KL01AB1234) and type the amount you want to load.',
        'A low balance can mean paying double toll in cash or being stopped at the barrier. Top up before a highway trip and the money is ready for your next crossing.',
        'Payments work with cards, net banking, UPI and wallets, and each top-up is listed in your order history against the vehicle number.',
      ],
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
    article: {
      heading: 'Metro card recharge on the go',
      paragraphs: [
        'Pick your metro network, from Delhi and Mumbai to Bengaluru, Hyderabad, Chennai, Kolkata and Kochi, enter the number printed on your smart card and choose how much to add.',
        'Rush hour is no time to wait at a vending machine. Recharge from your phone on the way to the station and walk straight to the gate.',
        'Every recharge is saved in your order history, which makes claiming travel expenses at work straightforward.',
      ],
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
    article: {
      heading: 'Electricity bill payment made simple',
      paragraphs: [
        'Choose your electricity board or distribution company, enter the Consumer Number printed on your bill and you are ready to pay. Leave the amount empty and the amount due on the connection is used automatically.',
        'Paying on time keeps late-payment surcharges and disconnection notices away. You can clear the bill from anywhere, including a parent’s home or a rented flat in another state.',
        'Pay by card, net banking, UPI or wallet. The confirmation and order id stay in your order history in case the board ever asks for proof of payment.',
      ],
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
    article: {
      heading: 'Broadband bills with one-tap bill fetch',
      paragraphs: [
        'Select your internet provider and enter your Account or Directory Number. Tap Fetch Bill and the amount due is filled in for you, so you pay exactly what is owed.',
        'The list covers national fibre networks and local cable internet companies alike. Paying before the due date keeps your speed intact and your work-from-home day free of interruptions.',
        'Checkout accepts debit and credit cards, net banking, UPI and wallets, and each payment is added to your order history.',
      ],
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
    article: {
      heading: 'Pay your water bill online',
      paragraphs: [
        'Select your water board or municipal corporation, enter the Consumer or Connection ID from the bill and type the amount. That is all the payment needs.',
        'Many boards add a surcharge once the due date passes. Paying from the app takes less than a minute, so the bill can be cleared the day it arrives.',
        'Each payment is recorded in your order history with the date, board and amount, which keeps tenancy and society paperwork simple.',
      ],
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
    article: {
      heading: 'Piped gas bill payment',
      paragraphs: [
        'Choose your city gas distribution company, enter your customer or registered number and type the bill amount. The same form books an LPG refill too: flip the toggle to Book a Cylinder.',
        'Piped natural gas is usually billed every two months. Paying online keeps the supply to your kitchen uninterrupted and saves a trip to the customer care centre.',
        'Use a card, net banking, UPI or wallet, and find the receipt in your order history whenever you need it.',
      ],
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
    article: {
      heading: 'LPG cylinder booking online',
      paragraphs: [
        'Pick your LPG brand, enter your LPG ID or registered number and pay the booking amount. The refill is booked with your distributor and delivered to the address on the connection.',
        'No waiting on hold and no SMS codes to remember: booking and payment happen in one step, with the order saved in your history for tracking.',
        'Booking for family in another town? Enter their LPG ID and pay from your own account with a card, net banking, UPI or wallet.',
      ],
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
    article: {
      heading: 'Landline bill payment',
      paragraphs: [
        'Select your landline operator, enter the telephone number together with its STD code and type the bill amount. Proceed, check the summary and pay.',
        'Shop counters, clinics and many homes still depend on a fixed line. Paying on time avoids outgoing-call barring and reconnection charges.',
        'Cards, net banking, UPI and wallets are all accepted, and every payment is listed in your order history.',
      ],
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
    article: {
      heading: 'School and college fees, paid online',
      paragraphs: [
        'Choose the institution, enter the enrollment number or student ID and type the fee amount from the fee notice. The payment is tagged with the student ID so the accounts office can match it.',
        'No queue at the fee counter and no last-minute rush before the deadline. Parents can pay from work or while travelling, using a card, net banking, UPI or wallet.',
      ],
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
    article: {
      heading: 'Apartment and housing society payments',
      paragraphs: [
        'Select your housing society, enter your apartment or flat number and the amount on the maintenance bill. The society receives the payment with your flat number attached.',
        'A dated record of every payment sits in your order history, which is handy at the annual general meeting or when handing a flat over to a new tenant.',
        'Pay with a debit or credit card, net banking, UPI or wallet, whichever is closest to hand.',
      ],
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
    article: {
      heading: 'Entertainment payments in one place',
      paragraphs: [
        'Select the streaming, music or ticketing service, enter your account number or user name and the amount to pay. The payment is credited to that account.',
        'Keeping every entertainment payment in one order history makes it easy to see what the household spends on subscriptions each month.',
        'Use a card, net banking, UPI or wallet; no need to store card details with each service separately.',
      ],
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
    article: {
      heading: 'Municipal property tax payment',
      paragraphs: [
        'Choose your municipal corporation, enter the Property Number from the tax demand notice and type the tax amount. The payment is recorded against that property.',
        'Many corporations offer a rebate for early payment and charge interest on arrears, so paying as soon as the notice arrives can save real money.',
        'Your order history keeps a dated record of every instalment, useful when selling the property or applying for a loan.',
      ],
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
    article: {
      heading: 'Club and association payments',
      paragraphs: [
        'Select your club or association, enter your membership number and the amount due, whether it is the annual subscription, a quarterly bill or an event fee.',
        'Paying from the app means no cheques at the front desk and no lapsed membership because a reminder went unread. Each payment is saved in your order history.',
      ],
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
    article: {
      heading: 'Cable TV bill payment',
      paragraphs: [
        'Choose your cable TV operator and enter the registered mobile number, account number or the MAC ID shown on your set-top box, then the amount for your pack.',
        'Renewing before the pack expires keeps your channels on without a blackout, and the payment reaches the operator with your account details attached.',
        'Cards, net banking, UPI and wallets are accepted, and your order history keeps track of every month.',
      ],
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
    article: {
      heading: 'Traffic challan payment',
      paragraphs: [
        'Select the traffic police authority that issued the challan, enter the challan number or your vehicle number and the amount shown on the notice.',
        'Unpaid challans can block vehicle transfers and insurance renewals, and may be sent to court. Paying online settles them without a trip to the traffic office.',
        'Keep the order id from your order history as proof of payment until the authority updates its records.',
      ],
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
    article: {
      heading: 'Hospital bill payment',
      paragraphs: [
        'Choose the hospital, enter the patient account number or user name from the bill and type the amount. The payment is credited to that account.',
        'Relatives in another city can pay a deposit or a discharge bill from wherever they are, and the receipt stays in the order history for insurance claims.',
      ],
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
    article: {
      heading: 'Subscription payments',
      paragraphs: [
        'Pick the subscription provider, enter the mobile number registered with your subscription and type the amount to renew or pay the outstanding dues.',
        'Renewing on time keeps the morning paper arriving and premium features switched on. All renewals are gathered in your order history, so nothing gets paid twice.',
        'Pay with a card, net banking, UPI or wallet.',
      ],
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
    article: {
      heading: 'Mobile postpaid bill payment',
      paragraphs: [
        'Type the 10-digit postpaid number and pick the operator, then tap Fetch Bill. The amount due, the bill number, the due date and the name on the account are shown before you pay.',
        'The amount is filled in with the bill, and you may change it to pay part of the bill now or a little extra. Any amount from ₹1 is accepted.',
        'Pay by card, net banking, UPI or wallet. Each bill payment is saved in your order history, apart from your prepaid recharges.',
      ],
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
