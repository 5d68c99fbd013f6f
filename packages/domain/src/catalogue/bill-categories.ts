import type { Language } from '../languages';
import { SERVICES } from './services';
import type { ServiceSlug } from './types';

/**
 * The Bharat Connect categories (docs/decisions/0043): what is PayWise's own about each category the biller
 * provider lists, keyed by the provider's category name, in this one place. A category the provider starts to
 * list works without an entry (billCategoryOf: slug from its name, group Others, its name as given, no instant
 * discount); an entry only improves it. A category that one of the specification's pages already serves names
 * that page (`service`): its slug, route, title, labels and order type are the page's, word for word, and it has
 * no second page.
 */

/** The '+More' panel's groups (Other Services), in their order. */
export const CATEGORY_GROUPS = ['Finance', 'Transport', 'Home', 'Others'] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

type Names = Readonly<Record<Language, string>>;

/** A category served by a page of the specification: that page's slug, route, labels and type. */
interface ServiceCategoryEntry {
  service: ServiceSlug;
  group: CategoryGroup;
  /** hi and ta; English is the page's tile label. */
  names: Omit<Names, 'en'>;
}

/** A category with a page of its own at /bills/<slug>, built from the registry's billers. */
interface RegistryCategoryEntry {
  slug: string;
  group: CategoryGroup;
  names: Names;
  /** The order `type` bill fetches and orders of the category send (at most 20 characters, A-Z and _). */
  type: string;
  /** Whether the instant discount applies (none for finance categories, as with the leaders). */
  instantDiscount: boolean;
  /** How the order list names the identifier (the biller's first parameter). */
  identifierLabel: string;
  /** Top-ups (NCMC, FASTag, fleet card): the page says so and shows a balance the biller returns. */
  topUp?: boolean;
}

type CategoryEntry = ServiceCategoryEntry | RegistryCategoryEntry;

const finance = ({
  slug,
  type,
  names,
  identifierLabel,
}: {
  slug: string;
  type: string;
  names: Names;
  identifierLabel: string;
}): RegistryCategoryEntry => ({
  slug,
  group: 'Finance',
  names,
  type,
  instantDiscount: false,
  identifierLabel,
});

/** Keyed by the provider's category name (Setu's `GET /api/v2/bbps/categories` `name`), matched ignoring case. */
export const CATEGORY_ENTRIES: Readonly<Record<string, CategoryEntry>> = {
  'Mobile Prepaid': { service: 'mobile', group: 'Others', names: { hi: 'मोबाइल', ta: 'மொபைல்' } },
  'Mobile Postpaid': { service: 'postpaid', group: 'Others', names: { hi: 'पोस्टपेड', ta: 'போஸ்ட்பெய்டு' } },
  DTH: { service: 'dth', group: 'Others', names: { hi: 'DTH', ta: 'DTH' } },
  Electricity: { service: 'electricity', group: 'Home', names: { hi: 'बिजली', ta: 'மின்சாரம்' } },
  'Broadband Postpaid': {
    service: 'broadband',
    group: 'Home',
    names: { hi: 'ब्रॉडबैंड', ta: 'பிராட்பேண்ட்' },
  },
  Water: { service: 'water', group: 'Home', names: { hi: 'पानी', ta: 'குடிநீர்' } },
  Gas: { service: 'gas', group: 'Home', names: { hi: 'गैस', ta: 'எரிவாயு' } },
  'LPG Gas': { service: 'cylinder', group: 'Home', names: { hi: 'सिलेंडर', ta: 'சிலிண்டர்' } },
  FASTag: { service: 'fastag', group: 'Transport', names: { hi: 'FASTag', ta: 'FASTag' } },
  'Landline Postpaid': { service: 'landline', group: 'Home', names: { hi: 'लैंडलाइन', ta: 'லேண்ட்லைன்' } },
  'Education Fees': {
    service: 'education',
    group: 'Others',
    names: { hi: 'शिक्षा शुल्क', ta: 'கல்விக் கட்டணம்' },
  },
  'Housing Society': { service: 'housing', group: 'Home', names: { hi: 'अपार्टमेंट', ta: 'அபார்ட்மெண்ட்' } },
  'Metro Recharge': { service: 'metro', group: 'Transport', names: { hi: 'मेट्रो', ta: 'மெட்ரோ' } },
  'Municipal Taxes': {
    service: 'municipal',
    group: 'Home',
    names: { hi: 'नगरपालिका कर', ta: 'நகராட்சி வரி' },
  },
  'Clubs and Associations': { service: 'clubs', group: 'Others', names: { hi: 'क्लब', ta: 'கிளப்புகள்' } },
  'Cable TV': { service: 'cable', group: 'Home', names: { hi: 'केबल टीवी', ta: 'கேபிள் டிவி' } },
  eChallan: { service: 'challan', group: 'Transport', names: { hi: 'चालान', ta: 'சலான்' } },
  Hospital: { service: 'hospital', group: 'Others', names: { hi: 'अस्पताल', ta: 'மருத்துவமனை' } },
  Subscription: { service: 'subscription', group: 'Others', names: { hi: 'सब्सक्रिप्शन', ta: 'சந்தா' } },

  'Credit Card': finance({
    slug: 'credit-card',
    type: 'CREDIT_CARD',
    names: { en: 'Credit Card', hi: 'क्रेडिट कार्ड', ta: 'கிரெடிட் கார்டு' },
    identifierLabel: 'Registered Mobile Number',
  }),
  'Loan Repayment': finance({
    slug: 'loan-repayment',
    type: 'LOAN_REPAYMENT',
    names: { en: 'Loan Repayment', hi: 'लोन भुगतान', ta: 'கடன் திருப்பிச் செலுத்துதல்' },
    identifierLabel: 'Loan Account Number',
  }),
  Insurance: finance({
    slug: 'insurance',
    type: 'INSURANCE',
    names: { en: 'Insurance', hi: 'बीमा', ta: 'காப்பீடு' },
    identifierLabel: 'Policy Number',
  }),
  'Life Insurance': finance({
    slug: 'life-insurance',
    type: 'LIFE_INSURANCE',
    names: { en: 'Life Insurance', hi: 'जीवन बीमा', ta: 'ஆயுள் காப்பீடு' },
    identifierLabel: 'Policy Number',
  }),
  'Health Insurance': finance({
    slug: 'health-insurance',
    type: 'HEALTH_INSURANCE',
    names: { en: 'Health Insurance', hi: 'स्वास्थ्य बीमा', ta: 'மருத்துவக் காப்பீடு' },
    identifierLabel: 'Policy Number',
  }),
  'National Pension System': finance({
    slug: 'national-pension-system',
    type: 'NPS',
    names: { en: 'National Pension System', hi: 'राष्ट्रीय पेंशन प्रणाली', ta: 'தேசிய ஓய்வூதியத் திட்டம்' },
    identifierLabel: 'PRAN',
  }),
  'Recurring Deposit': finance({
    slug: 'recurring-deposit',
    type: 'RECURRING_DEPOSIT',
    names: { en: 'Recurring Deposit', hi: 'आवर्ती जमा', ta: 'தொடர் வைப்பு' },
    identifierLabel: 'RD Account Number',
  }),
  'NCMC Recharge': {
    slug: 'ncmc-recharge',
    group: 'Transport',
    names: { en: 'NCMC Recharge', hi: 'NCMC रिचार्ज', ta: 'NCMC ரீசார்ஜ்' },
    type: 'NCMC',
    instantDiscount: true,
    identifierLabel: 'Card Number',
    topUp: true,
  },
  'Fleet Card': {
    slug: 'fleet-card',
    group: 'Transport',
    names: { en: 'Fleet Card', hi: 'फ्लीट कार्ड', ta: 'ஃப்ளீட் கார்டு' },
    type: 'FLEET_CARD',
    instantDiscount: true,
    identifierLabel: 'Fleet Card Number',
    topUp: true,
  },
  'EV Recharge': {
    slug: 'ev-recharge',
    group: 'Transport',
    names: { en: 'EV Recharge', hi: 'EV रिचार्ज', ta: 'EV ரீசார்ஜ்' },
    type: 'EV_RECHARGE',
    instantDiscount: true,
    identifierLabel: 'Customer ID',
  },
  Rental: {
    slug: 'rental',
    group: 'Home',
    names: { en: 'Rental', hi: 'किराया', ta: 'வாடகை' },
    type: 'RENTAL',
    instantDiscount: true,
    identifierLabel: 'Tenant ID',
  },
  'Prepaid meter': {
    slug: 'prepaid-meter',
    group: 'Home',
    names: { en: 'Prepaid Meter', hi: 'प्रीपेड मीटर', ta: 'ப்ரீபெய்டு மீட்டர்' },
    type: 'PREPAID_METER',
    instantDiscount: true,
    identifierLabel: 'Meter Number',
  },
  'Municipal Services': {
    slug: 'municipal-services',
    group: 'Others',
    names: { en: 'Municipal Services', hi: 'नगरपालिका सेवाएँ', ta: 'நகராட்சி சேவைகள்' },
    type: 'MUNICIPAL_SERVICES',
    instantDiscount: true,
    identifierLabel: 'Consumer ID',
  },
  'Hospital and Pathology': {
    slug: 'hospital-and-pathology',
    group: 'Others',
    names: { en: 'Hospital and Pathology', hi: 'अस्पताल और पैथोलॉजी', ta: 'மருத்துவமனை மற்றும் ஆய்வகம்' },
    type: 'HOSPITAL_PATHOLOGY',
    instantDiscount: true,
    identifierLabel: 'Patient ID',
  },
  Donation: {
    slug: 'donation',
    group: 'Others',
    names: { en: 'Donation', hi: 'दान', ta: 'நன்கொடை' },
    type: 'DONATION',
    instantDiscount: false,
    identifierLabel: 'Donor Mobile Number',
  },
  'Agent Collection': {
    slug: 'agent-collection',
    group: 'Others',
    names: { en: 'Agent Collection', hi: 'एजेंट संग्रह', ta: 'முகவர் வசூல்' },
    type: 'AGENT_COLLECTION',
    instantDiscount: true,
    identifierLabel: 'Customer ID',
  },
};

/** A category as the API and the pages read it: the entry's data, or the defaults of a category without one. */
export interface BillCategory {
  /** The provider's category name (what its billers carry). */
  providerName: string;
  slug: string;
  group: CategoryGroup;
  names: Names;
  type: string;
  /** The page: the specification's own (`/bills/electricity`, `/recharge/fastag`), else `/bills/<slug>`. */
  route: string;
  /** The specification's page serving it, when one does. */
  service: ServiceSlug | null;
  instantDiscount: boolean;
  identifierLabel: string;
  topUp: boolean;
  /** Whether PayWise has an entry for it (false: the defaults). */
  known: boolean;
}

/** 'Pet Care & Grooming' → 'pet-care-grooming': lower-case letters and digits, words joined by '-'. */
export const categorySlugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '') || 'category';

/** 'Pet Care & Grooming' → 'PET_CARE_GROOMING' (at most 20 characters, the orders' type column). */
export const categoryTypeOf = (name: string): string =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 20)
    .replace(/_+$/, '') || 'OTHER';

const ENTRY_BY_LOWER_NAME = new Map(
  Object.entries(CATEGORY_ENTRIES).map(([name, entry]) => [name.toLowerCase(), [name, entry] as const]),
);

function fromEntry(providerName: string, entry: CategoryEntry): BillCategory {
  if ('service' in entry) {
    const def = SERVICES[entry.service];
    return {
      providerName,
      slug: def.slug,
      group: entry.group,
      names: { en: def.tileLabel, ...entry.names },
      type: def.displayType,
      route: def.route,
      service: def.slug,
      // The specification's promise is about the pages it has: unchanged.
      instantDiscount: true,
      identifierLabel: def.identifier.label,
      topUp: def.bill === 'none' && def.group === 'recharge',
      known: true,
    };
  }
  return {
    providerName,
    slug: entry.slug,
    group: entry.group,
    names: entry.names,
    type: entry.type,
    route: `/bills/${entry.slug}`,
    service: null,
    instantDiscount: entry.instantDiscount,
    identifierLabel: entry.identifierLabel,
    topUp: entry.topUp ?? false,
    known: true,
  };
}

/**
 * The category of a provider's category name: its entry (matched ignoring case), else the defaults (slug and
 * type from the name, group Others, the name as given in every language, the instant discount, 'Customer ID').
 */
export function billCategoryOf(providerName: string): BillCategory {
  const known = ENTRY_BY_LOWER_NAME.get(providerName.trim().toLowerCase());
  if (known) return fromEntry(providerName, known[1]);
  const name = providerName.trim();
  const slug = categorySlugOf(name);
  return {
    providerName: name,
    slug,
    group: 'Others',
    names: { en: name, hi: name, ta: name },
    type: categoryTypeOf(name),
    route: `/bills/${slug}`,
    service: null,
    instantDiscount: true,
    identifierLabel: 'Customer ID',
    topUp: false,
    known: false,
  };
}

/**
 * The category among the provider's (`providerNames`) that `key` names: its slug, its provider name, its type, or
 * (for a category served by a specification page) that page's tile label, ignoring case; undefined: none.
 */
export function findBillCategory(key: string, providerNames: readonly string[]): BillCategory | undefined {
  const wanted = key.trim().toLowerCase();
  if (wanted === '') return undefined;
  for (const name of providerNames) {
    const category = billCategoryOf(name);
    if (
      category.slug === wanted ||
      category.providerName.toLowerCase() === wanted ||
      category.type.toLowerCase() === wanted ||
      (category.service !== null && category.names.en.toLowerCase() === wanted)
    ) {
      return category;
    }
  }
  return undefined;
}

/** The provider's category name a specification page's billers carry (Electricity, Broadband Postpaid...). */
export function providerCategoryOfService(slug: ServiceSlug): string | undefined {
  return Object.entries(CATEGORY_ENTRIES).find(
    ([, entry]) => 'service' in entry && entry.service === slug,
  )?.[0];
}

/**
 * The category whose order `type` this is among PayWise's entries (CREDIT_CARD → Credit Card), for words on a
 * receipt, a mail or a list; undefined for a page's type or a category without an entry (its type in words then).
 */
export function billCategoryOfType(type: string): BillCategory | undefined {
  const wanted = type.trim().toUpperCase();
  for (const [name, entry] of Object.entries(CATEGORY_ENTRIES)) {
    if (!('service' in entry) && entry.type === wanted) return fromEntry(name, entry);
  }
  return undefined;
}
