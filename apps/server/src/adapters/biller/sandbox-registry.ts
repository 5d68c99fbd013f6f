import { createHash } from 'node:crypto';
import { billCategoryOf, CATEGORY_ENTRIES } from '@paywise/domain/catalogue/bill-categories';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import type { BillerParam, ProviderCategory, RegistryBiller } from './biller';

/**
 * The sandbox's registry (docs/decisions/0043): every category Bharat Connect lists (CATEGORY_ENTRIES, in that
 * order), each with realistic billers. The categories the specification's pages serve list the catalogue's
 * operators under the ids they always had (so the default app's bill pages list what they list today); the others
 * ship here, each with the parameters, the amount rule (exactness) and the bill shape (`profile`) its kind of
 * biller has: card billers ask for the registered mobile number and the card's last 4 digits and offer Minimum Due
 * and Total Outstanding, lenders the loan number and offer EMIs and foreclosure, insurers the policy number and
 * the date of birth.
 */

/** The sandbox registry's id of a biller of a service page or category (stable: derived from slug and name). */
export const sandboxBillerId = (slug: string, operator: string) =>
  `SBX${createHash('sha256').update(`${slug}|${operator}`).digest('hex').slice(0, 16).toUpperCase()}`;

/**
 * How a biller's bills look (sandbox-biller.ts answers the fetch by it): 'page' for a page's (the catalogue's
 * operators, answered as they always were), the others for the shipped billers.
 */
export type SandboxProfile =
  'page' | 'creditCard' | 'loan' | 'insurance' | 'topUp' | 'contribution' | 'plain';

export interface SandboxBiller extends RegistryBiller {
  profile: SandboxProfile;
}

const MOBILE_PARAM: BillerParam = {
  name: 'Registered Mobile Number',
  dataType: 'NUMERIC',
  regex: '^[6-9][0-9]{9}$',
  optional: false,
};
const CARD_LAST4: BillerParam = {
  name: 'Last 4 digits of Credit Card Number',
  dataType: 'NUMERIC',
  regex: '^[0-9]{4}$',
  optional: false,
};
/** DD/MM/YYYY, as insurers ask it. */
const DATE_OF_BIRTH: BillerParam = {
  name: 'Date of Birth (DD/MM/YYYY)',
  dataType: 'DATE',
  regex: '^(0[1-9]|[12][0-9]|3[01])/(0[1-9]|1[0-2])/(19|20)[0-9]{2}$',
  optional: false,
};
const idParam = (name: string, regex = '^[A-Za-z0-9]{4,20}$'): BillerParam => ({
  name,
  dataType: 'ALPHANUMERIC',
  regex,
  optional: false,
});

interface Shipped {
  name: string;
  exactness: RegistryBiller['exactness'];
  aliases?: string[];
}

interface ShippedCategory {
  profile: SandboxProfile;
  params: BillerParam[];
  fetchRequirement: RegistryBiller['fetchRequirement'];
  billers: Shipped[];
}

const LOAN_NUMBER = idParam('Loan Account Number', '^[A-Za-z0-9]{6,20}$');
const POLICY_NUMBER = idParam('Policy Number', '^[A-Za-z0-9]{6,20}$');

/** The billers of the categories without a specification page, by the provider's category name. */
const SHIPPED: Readonly<Record<string, ShippedCategory>> = {
  'Credit Card': {
    profile: 'creditCard',
    params: [MOBILE_PARAM, CARD_LAST4],
    fetchRequirement: 'MANDATORY',
    billers: [
      { name: 'HDFC Bank Credit Card', exactness: 'EXACT_AND_BELOW', aliases: ['HDFC Card'] },
      {
        name: 'ICICI Bank Credit Card',
        exactness: 'EXACT_AND_BELOW',
        aliases: ['ICICI Card', 'Amazon Pay ICICI'],
      },
      {
        name: 'SBI Card',
        exactness: 'EXACT_AND_BELOW',
        aliases: ['SBI Credit Card', 'State Bank Credit Card'],
      },
      { name: 'Axis Bank Credit Card', exactness: 'ANY', aliases: ['Axis Card', 'Flipkart Axis'] },
      { name: 'Kotak Mahindra Bank Credit Card', exactness: 'EXACT_AND_BELOW', aliases: ['Kotak Card'] },
      { name: 'IDFC FIRST Bank Credit Card', exactness: 'EXACT_AND_BELOW' },
      { name: 'AU Small Finance Bank Credit Card', exactness: 'EXACT_AND_BELOW' },
    ],
  },
  'Loan Repayment': {
    profile: 'loan',
    params: [LOAN_NUMBER],
    fetchRequirement: 'MANDATORY',
    billers: [
      { name: 'Bajaj Finance Limited', exactness: 'EXACT', aliases: ['Bajaj Finserv EMI'] },
      { name: 'HDFC Bank Retail Loans', exactness: 'EXACT', aliases: ['HDFC Personal Loan'] },
      { name: 'Tata Capital Limited', exactness: 'EXACT' },
      { name: 'Muthoot Finance Gold Loan', exactness: 'ANY', aliases: ['Muthoot'] },
      { name: 'Home Credit India Finance', exactness: 'EXACT' },
    ],
  },
  Insurance: {
    profile: 'insurance',
    params: [POLICY_NUMBER, DATE_OF_BIRTH],
    fetchRequirement: 'MANDATORY',
    billers: [
      { name: 'Life Insurance Corporation of India', exactness: 'EXACT', aliases: ['LIC', 'LIC Premium'] },
      { name: 'HDFC Life Insurance', exactness: 'EXACT' },
      { name: 'ICICI Prudential Life Insurance', exactness: 'EXACT', aliases: ['ICICI Pru'] },
      { name: 'Bajaj Allianz General Insurance', exactness: 'EXACT' },
    ],
  },
  'Life Insurance': {
    profile: 'insurance',
    params: [POLICY_NUMBER, DATE_OF_BIRTH],
    fetchRequirement: 'MANDATORY',
    billers: [
      { name: 'SBI Life Insurance', exactness: 'EXACT' },
      { name: 'Max Life Insurance', exactness: 'EXACT', aliases: ['Axis Max Life'] },
      { name: 'Tata AIA Life Insurance', exactness: 'EXACT' },
    ],
  },
  'Health Insurance': {
    profile: 'insurance',
    params: [POLICY_NUMBER, DATE_OF_BIRTH],
    fetchRequirement: 'MANDATORY',
    billers: [
      { name: 'Star Health and Allied Insurance', exactness: 'EXACT', aliases: ['Star Health'] },
      { name: 'Niva Bupa Health Insurance', exactness: 'EXACT', aliases: ['Max Bupa'] },
      { name: 'Care Health Insurance', exactness: 'EXACT', aliases: ['Religare Health'] },
    ],
  },
  'National Pension System': {
    profile: 'contribution',
    params: [idParam('PRAN', '^[0-9]{12}$'), DATE_OF_BIRTH],
    fetchRequirement: 'OPTIONAL',
    billers: [
      { name: 'NPS - Protean eGov CRA', exactness: 'ANY', aliases: ['NSDL NPS'] },
      { name: 'NPS - KFintech CRA', exactness: 'ANY' },
      { name: 'NPS - CAMS CRA', exactness: 'ANY' },
    ],
  },
  'Recurring Deposit': {
    profile: 'plain',
    params: [idParam('RD Account Number', '^[0-9]{8,18}$')],
    fetchRequirement: 'MANDATORY',
    billers: [
      { name: 'Ujjivan Small Finance Bank RD', exactness: 'EXACT' },
      { name: 'Equitas Small Finance Bank RD', exactness: 'EXACT' },
      { name: 'Suryoday Small Finance Bank RD', exactness: 'EXACT' },
    ],
  },
  'NCMC Recharge': {
    profile: 'topUp',
    params: [idParam('Card Number', '^[0-9]{16}$'), MOBILE_PARAM],
    fetchRequirement: 'OPTIONAL',
    billers: [
      { name: 'SBI NCMC Transit Card', exactness: 'ANY', aliases: ['National Common Mobility Card'] },
      { name: 'Airtel Payments Bank NCMC', exactness: 'ANY' },
      { name: 'Kotak NCMC Card', exactness: 'ANY' },
    ],
  },
  'Fleet Card': {
    profile: 'topUp',
    params: [idParam('Fleet Card Number', '^[0-9]{10,16}$')],
    fetchRequirement: 'OPTIONAL',
    billers: [
      { name: 'IndianOil XTRAPOWER Fleet Card', exactness: 'ANY', aliases: ['IOCL Fleet'] },
      { name: 'HPCL DriveTrack Plus', exactness: 'ANY' },
      { name: 'BPCL SmartFleet', exactness: 'ANY' },
    ],
  },
  'EV Recharge': {
    profile: 'topUp',
    params: [MOBILE_PARAM],
    fetchRequirement: 'OPTIONAL',
    billers: [
      { name: 'Tata Power EZ Charge', exactness: 'ANY' },
      { name: 'Statiq EV Charging', exactness: 'ANY' },
      { name: 'ChargeZone', exactness: 'ANY' },
    ],
  },
  Rental: {
    profile: 'plain',
    params: [idParam('Tenant ID')],
    fetchRequirement: 'OPTIONAL',
    billers: [
      { name: 'NoBroker Rent Payments', exactness: 'EXACT_AND_ABOVE' },
      { name: 'Zolo Stays', exactness: 'EXACT' },
      { name: 'Stanza Living', exactness: 'EXACT' },
    ],
  },
  'Prepaid meter': {
    profile: 'topUp',
    params: [idParam('Meter Number', '^[0-9]{6,14}$')],
    fetchRequirement: 'OPTIONAL',
    billers: [
      { name: 'BSES Rajdhani Prepaid Meter', exactness: 'ANY' },
      { name: 'Tata Power Delhi Prepaid Meter', exactness: 'ANY' },
      { name: 'MSEDCL Prepaid Smart Meter', exactness: 'ANY', aliases: ['Mahavitaran Prepaid'] },
    ],
  },
  'Municipal Services': {
    profile: 'plain',
    params: [idParam('Consumer ID')],
    fetchRequirement: 'MANDATORY',
    billers: [
      { name: 'Greater Chennai Corporation Trade Licence', exactness: 'EXACT' },
      { name: 'Pune Municipal Corporation Services', exactness: 'EXACT' },
      { name: 'BBMP Solid Waste Management', exactness: 'EXACT' },
    ],
  },
  'Hospital and Pathology': {
    profile: 'plain',
    params: [idParam('Patient ID')],
    fetchRequirement: 'MANDATORY',
    billers: [
      { name: 'Dr Lal PathLabs', exactness: 'EXACT' },
      { name: 'Metropolis Healthcare', exactness: 'EXACT' },
      { name: 'Thyrocare Technologies', exactness: 'EXACT' },
    ],
  },
  Donation: {
    profile: 'contribution',
    params: [MOBILE_PARAM],
    fetchRequirement: 'NOT_SUPPORTED',
    billers: [
      { name: 'The Akshaya Patra Foundation', exactness: 'ANY' },
      { name: 'HelpAge India', exactness: 'ANY' },
      { name: 'CRY - Child Rights and You', exactness: 'ANY' },
    ],
  },
  'Agent Collection': {
    profile: 'plain',
    params: [idParam('Customer ID')],
    fetchRequirement: 'MANDATORY',
    billers: [
      { name: 'Spandana Sphoorty Financial', exactness: 'EXACT_AND_BELOW' },
      { name: 'Fusion Finance', exactness: 'EXACT_AND_BELOW' },
      { name: 'Satin Creditcare Network', exactness: 'EXACT_AND_BELOW' },
    ],
  },
};

/** The catalogue's operators of a page, as the billers of its category. */
function pageBillers(providerName: string, slug: string): SandboxBiller[] {
  const def = SERVICE_LIST.find((service) => service.slug === slug)!;
  return OPERATORS[def.operatorList].map((operator) => ({
    id: sandboxBillerId(def.slug, operator.name),
    name: operator.name,
    category: providerName,
    coverage: null,
    fetchRequirement:
      def.bill === 'required' ? 'MANDATORY' : def.bill === 'optional' ? 'OPTIONAL' : 'NOT_SUPPORTED',
    exactness: 'EXACT',
    params: [
      {
        name: def.identifier.label,
        dataType: 'ALPHANUMERIC',
        regex: def.identifier.pattern.source,
        optional: false,
      },
    ],
    convenienceFeeSlabs: [],
    active: true,
    ...(operator.aliases ? { aliases: [...operator.aliases] } : {}),
    profile: 'page',
  }));
}

function shippedBillers(providerName: string, shipped: ShippedCategory): SandboxBiller[] {
  const { slug } = billCategoryOf(providerName);
  return shipped.billers.map((biller) => ({
    id: sandboxBillerId(slug, biller.name),
    name: biller.name,
    category: providerName,
    coverage: null,
    fetchRequirement: shipped.fetchRequirement,
    exactness: biller.exactness,
    params: shipped.params.map((param) => ({ ...param })),
    convenienceFeeSlabs: [],
    active: true,
    ...(biller.aliases ? { aliases: [...biller.aliases] } : {}),
    profile: shipped.profile,
  }));
}

/**
 * Every biller of the sandbox, category by category in CATEGORY_ENTRIES' order: first the pages' (the catalogue's
 * operators; the pages with bills first, in the catalogue's order, as before), then the shipped ones.
 */
export function sandboxBillers(): SandboxBiller[] {
  const pages: SandboxBiller[] = [];
  const others: SandboxBiller[] = [];
  for (const [name, entry] of Object.entries(CATEGORY_ENTRIES)) {
    if ('service' in entry) pages.push(...pageBillers(name, entry.service));
    else if (SHIPPED[name]) others.push(...shippedBillers(name, SHIPPED[name]));
  }
  // The pages with bills in the catalogue's order, as the registry listed them before every category was in it.
  const order = SERVICE_LIST.filter((def) => def.bill !== 'none').map((def) => def.slug as string);
  const rank = (b: SandboxBiller) => {
    const slug = billCategoryOf(b.category).slug;
    const at = order.indexOf(slug);
    return at === -1 ? order.length : at;
  };
  return [...pages.sort((a, b) => rank(a) - rank(b)), ...others];
}

/** The sandbox's categories in the provider's order (every CATEGORY_ENTRIES name; the registry counts billers). */
export function sandboxCategories(): ProviderCategory[] {
  return Object.keys(CATEGORY_ENTRIES).map((name) => ({ name, billerCount: null }));
}

const BY_ID = new Map<string, SandboxBiller>();

/** A sandbox biller by its id (undefined: not one the sandbox ships, e.g. a test's own). */
export function sandboxBillerById(id: string): SandboxBiller | undefined {
  if (BY_ID.size === 0) for (const biller of sandboxBillers()) BY_ID.set(biller.id, biller);
  return BY_ID.get(id);
}
