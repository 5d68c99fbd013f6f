import { isMobileNumber } from './mobile-number';
import { NUMBER_SERIES_TEXT } from './number-series-data';

/** What a number's series says: an operator of the MOBILE list and, when the source names one, its circle. */
export interface SeriesAnswer {
  operator: string;
  circle: string | null;
}

/**
 * The source's operator codes → the catalogue's MOBILE operator of today. Operators that merged live on in their
 * successor (Telenor India and Tata Docomo's consumer mobile business went to Airtel; Vodafone and Idea became
 * Vi). Operators that closed without a successor taking their customers map to null: no answer, the customer picks.
 * Codes not listed here (CC, JT, T24, AT&T, AP: unexplained by the source) are no answer either.
 */
export const SERIES_OPERATORS: Readonly<Record<string, string | null>> = {
  RJ: 'Jio',
  AT: 'Airtel',
  VI: 'Vi',
  VF: 'Vi',
  ID: 'Vi',
  CG: 'BSNL',
  DP: 'MTNL',
  TN: 'Airtel',
  TD: 'Airtel',
  // Closed: Reliance Communications (GSM, CDMA; MTS merged into it), Aircel, Videocon, Loop Mobile, Etisalat DB,
  // S Tel and Subrin Rintel; their numbers were ported to other operators or went back to the pool.
  RG: null,
  RC: null,
  MT: null,
  AC: null,
  VD: null,
  LM: null,
  ET: null,
  ST: null,
  SR: null,
};

/** The source's circle codes → the catalogue's 22 circles. Chennai is part of the Tamil Nadu circle. */
export const SERIES_CIRCLES: Readonly<Record<string, string>> = {
  AP: 'Andhra Pradesh & Telangana',
  AS: 'Assam',
  BR: 'Bihar & Jharkhand',
  CH: 'Tamil Nadu',
  DL: 'Delhi NCR',
  GJ: 'Gujarat',
  HP: 'Himachal Pradesh',
  HR: 'Haryana',
  JK: 'Jammu & Kashmir',
  KA: 'Karnataka',
  KL: 'Kerala',
  KO: 'Kolkata',
  MH: 'Maharashtra & Goa',
  MP: 'Madhya Pradesh & Chhattisgarh',
  MU: 'Mumbai',
  NE: 'North East',
  OD: 'Odisha',
  OR: 'Odisha',
  PB: 'Punjab',
  RJ: 'Rajasthan',
  TN: 'Tamil Nadu',
  UE: 'Uttar Pradesh (East)',
  UW: 'Uttar Pradesh (West) & Uttarakhand',
  WB: 'West Bengal',
};

/** The source's entry of a series, codes as written (circle '-' when it has none). */
export interface SeriesEntry {
  operatorCode: string;
  circleCode: string;
}

let entries: Map<number, SeriesEntry> | undefined;

/** The data file as series → entry, parsed once on first use. */
export function seriesEntries(): ReadonlyMap<number, SeriesEntry> {
  if (entries) return entries;
  const parsed = new Map<number, SeriesEntry>();
  for (const line of NUMBER_SERIES_TEXT.split('\n')) {
    if (line.trim() === '') continue;
    const [span, operatorCode, circleCode] = line.trim().split(' ');
    const [first, last = first] = span.split('-').map(Number);
    for (let series = first; series <= last; series++) parsed.set(series, { operatorCode, circleCode });
  }
  entries = parsed;
  return entries;
}

/** A source entry in the catalogue's words; undefined when its operator is unknown or has no successor. */
export function answerOf(entry: SeriesEntry): SeriesAnswer | undefined {
  const operator = Object.hasOwn(SERIES_OPERATORS, entry.operatorCode)
    ? SERIES_OPERATORS[entry.operatorCode]
    : null;
  if (!operator) return undefined;
  const circle = Object.hasOwn(SERIES_CIRCLES, entry.circleCode) ? SERIES_CIRCLES[entry.circleCode] : null;
  return { operator, circle };
}

/**
 * The operator and circle a 10-digit mobile number's series was allocated to, or undefined when the numbering plan
 * has no living operator for it. Only a guess: a number keeps its digits when its owner ports to another operator.
 */
export function findNumberSeries(number: string): SeriesAnswer | undefined {
  if (!isMobileNumber(number)) return undefined;
  const entry = seriesEntries().get(Number(number.slice(0, 4)));
  return entry ? answerOf(entry) : undefined;
}

/**
 * A number of the lowest series the numbering plan gives this operator and circle (catalogue names), ending in six
 * zeros: what a daily plans refresh asks the aggregator's `fetch-plans` with (it wants a number besides the
 * operator and circle; decision 0022). Undefined when no series of the pair is known.
 */
export function seriesNumberOf(operator: string, circle: string): string | undefined {
  let lowest: number | undefined;
  for (const [series, entry] of seriesEntries()) {
    const answer = answerOf(entry);
    if (answer?.operator !== operator || answer.circle !== circle) continue;
    if (lowest === undefined || series < lowest) lowest = series;
  }
  const number = lowest === undefined ? undefined : `${lowest}000000`;
  return number !== undefined && isMobileNumber(number) ? number : undefined;
}
