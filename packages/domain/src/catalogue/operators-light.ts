import type { Operator } from './types';

/**
 * The two small operator lists that code on the web app's first page needs at once: MOBILE (the landing page,
 * /recharge/mobile) and DTH (its operators name the identifier field: identifierLabelOf). The other lists are in
 * operators.ts (with these two), which the web app downloads only for a page that shows them, so the English first
 * visit does not carry every biller's name (docs/decisions/0026).
 */
export const MOBILE_OPERATORS: Operator[] = [
  { id: 1, name: 'Airtel' },
  { id: 2, name: 'Jio' },
  { id: 3, name: 'Vi' },
  { id: 4, name: 'BSNL' },
  { id: 5, name: 'MTNL' },
];

export const DTH_OPERATORS: Operator[] = [
  { id: 1, name: 'Airtel Digital TV', identifierLabel: 'Customer ID' },
  { id: 2, name: 'Tata Sky', identifierLabel: 'Subscriber ID' },
  { id: 3, name: 'Dish TV', identifierLabel: 'Customer Account Number' },
  { id: 4, name: 'Reliance Digital TV', identifierLabel: 'Registered Mobile Number' },
  { id: 5, name: 'Sun Direct', identifierLabel: 'Subscriber ID' },
  { id: 6, name: 'd2h', identifierLabel: 'Customer ID' },
];
