import { serviceOfOrder } from './repeat-link';
import type { ServiceSlug } from './types';

/**
 * What an order is, in words, for every service page: the one name the order page, the order history, the
 * receipt (web and PDF) and the back office show instead of the read `type` code (MOBILE, DATACARD, ...). The
 * API keeps `type` as the code; this is presentation only. The compiler refuses a service without its label.
 */
export const ORDER_TYPE_LABELS: Readonly<Record<ServiceSlug, string>> = {
  mobile: 'Mobile Recharge',
  dth: 'DTH Recharge',
  datacard: 'Data Card Recharge',
  fastag: 'FASTag Recharge',
  metro: 'Metro Card Recharge',
  electricity: 'Electricity Bill',
  broadband: 'Broadband Bill',
  water: 'Water Bill',
  gas: 'Gas Bill',
  cylinder: 'Book Cylinder',
  landline: 'Landline Bill',
  education: 'Education Fees',
  housing: 'Apartment Bill',
  entertainment: 'Entertainment',
  municipal: 'Municipal Tax',
  clubs: 'Clubs & Associations',
  cable: 'Cable TV Bill',
  challan: 'Traffic Challan',
  hospital: 'Hospital Bill',
  subscription: 'Subscription',
  postpaid: 'Postpaid Bill Payment',
};

/**
 * The label of an order's read type (`OrderDto.type`: MOBILE, DATACARD, POSTPAID, CYLINDER, ELECTRICITY, ...),
 * matched ignoring case and spaces; a type no page takes any more is shown in words ('SOME_TYPE' → 'Some Type').
 */
export function orderTypeLabel(displayType: string): string {
  const service = serviceOfOrder({ type: displayType });
  if (service) return ORDER_TYPE_LABELS[service.slug];
  return displayType
    .trim()
    .toLowerCase()
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
