/**
 * Setu's operator and circle spellings (prepaid-recharge-v1.json, fetch-operator-details: operators `jio`
 * `airtel` `vi` `bsnl` `mtnl`; circles Kolkata, Mumbai, Delhi, Chennai, Maharashtra, Gujarat, Andhra Pradesh,
 * Karnataka, Tamil Nadu, Kerala, Punjab, Haryana, Uttar Pradesh (East), Uttar Pradesh (West), Madhya Pradesh,
 * Rajasthan, West Bengal & AN Island, Orissa, Himachal Pradesh, Bihar & Jharkhand, Assam, NorthEast, J&K,
 * Uttaranchal, All, IND) against the catalogue's names. recharge/request wants the same "exact circle name" in its
 * `Location` parameter.
 */

/** Setu's operator name by the catalogue's. */
export const SETU_OPERATOR_OF: Readonly<Record<string, string>> = {
  Airtel: 'airtel',
  Jio: 'jio',
  Vi: 'vi',
  BSNL: 'bsnl',
  MTNL: 'mtnl',
};

/** Setu's circle name by the catalogue's (one of the 22). */
export const SETU_CIRCLE_OF: Readonly<Record<string, string>> = {
  'Andhra Pradesh & Telangana': 'Andhra Pradesh',
  Assam: 'Assam',
  'Bihar & Jharkhand': 'Bihar & Jharkhand',
  'Delhi NCR': 'Delhi',
  Gujarat: 'Gujarat',
  Haryana: 'Haryana',
  'Himachal Pradesh': 'Himachal Pradesh',
  'Jammu & Kashmir': 'J&K',
  Karnataka: 'Karnataka',
  Kerala: 'Kerala',
  Kolkata: 'Kolkata',
  'Madhya Pradesh & Chhattisgarh': 'Madhya Pradesh',
  'Maharashtra & Goa': 'Maharashtra',
  Mumbai: 'Mumbai',
  'North East': 'NorthEast',
  Odisha: 'Orissa',
  Punjab: 'Punjab',
  Rajasthan: 'Rajasthan',
  'Tamil Nadu': 'Tamil Nadu',
  'Uttar Pradesh (East)': 'Uttar Pradesh (East)',
  'Uttar Pradesh (West) & Uttarakhand': 'Uttar Pradesh (West)',
  'West Bengal': 'West Bengal & AN Island',
};

const CATALOGUE_CIRCLE_OF: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(SETU_CIRCLE_OF).map(([ours, theirs]) => [theirs.toLowerCase(), ours])),
  chennai: 'Tamil Nadu',
  uttaranchal: 'Uttar Pradesh (West) & Uttarakhand',
};

/** The catalogue's circle for Setu's name; undefined for `All`, `IND` or a name not listed. */
export const catalogueCircleOf = (setuName: string): string | undefined =>
  CATALOGUE_CIRCLE_OF[setuName.trim().toLowerCase()];

/** The catalogue's operator for Setu's name (`jio` → Jio); undefined when not one of the five. */
export const catalogueOperatorOf = (setuName: string): string | undefined =>
  Object.entries(SETU_OPERATOR_OF).find(([, theirs]) => theirs === setuName.trim().toLowerCase())?.[0];
