import type { MessageDescriptor } from '@lingui/core';

/**
 * The public pages' descriptions for search engines and link previews, in each language (entry-server.tsx and
 * scripts/prerender.mjs write them into the prerendered pages' <head>). Never imported by the browser's bundle.
 */
export const SEO = {
  rechargeDescription: /*i18n*/ {
    id: 'seo.service.recharge',
    message:
      '{title} online in a few taps with PayWise: choose your operator, enter your number and pay by card, net banking, UPI or wallet.',
  },
  billDescription: /*i18n*/ {
    id: 'seo.service.bill',
    message:
      '{title} online with PayWise: fetch your bill, check the amount and pay by card, net banking, UPI or wallet in a few taps.',
  },
  operatorPlans: /*i18n*/ {
    id: 'seo.operatorPlans',
    message:
      '{count} {operator} prepaid recharge plans from ₹{min} to ₹{max}: validity, data per day and OTT benefits of each, and a recharge in a few taps with PayWise.',
  },
  operatorPlansInCircle: /*i18n*/ {
    id: 'seo.operatorPlansInCircle',
    message:
      '{count} {operator} prepaid recharge plans in {circle} from ₹{min} to ₹{max}: validity, data per day and OTT benefits of each, and a recharge in a few taps with PayWise.',
  },
  faq: /*i18n*/ {
    id: 'seo.faq',
    message:
      'Answers to what PayWise customers ask most about recharges, bill payments, refunds and cashback.',
  },
  terms: /*i18n*/ {
    id: 'seo.terms',
    message: 'The terms of using PayWise for mobile, DTH and data card recharges and bill payments.',
  },
  privacy: /*i18n*/ {
    id: 'seo.privacy',
    message: 'What PayWise collects when you recharge or pay a bill, why, and how it is kept safe.',
  },
  refund: /*i18n*/ {
    id: 'seo.refund',
    message:
      'When and how PayWise refunds a failed recharge or bill payment, and how long a refund takes to reach you.',
  },
  grievance: /*i18n*/ {
    id: 'seo.grievance',
    message:
      'Where to escalate a complaint about a PayWise recharge, bill payment or refund: support, the grievance officer and the RBI Integrated Ombudsman, with their time limits.',
  },
  contact: /*i18n*/ {
    id: 'seo.contact',
    message:
      'Call, message on WhatsApp or write to PayWise support about a recharge, a bill payment or a refund.',
  },
} satisfies Record<string, MessageDescriptor>;
