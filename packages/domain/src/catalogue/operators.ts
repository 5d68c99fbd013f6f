import { DTH_OPERATORS, MOBILE_OPERATORS } from './operators-light';
import { MORE_OPERATORS } from './operators-more';
import type { Operator, OperatorListKey } from './types';

/** Every operator list, by the key pages and `?type=` of GET /api/operators use. */
export const OPERATORS: Record<OperatorListKey, Operator[]> = {
  MOBILE: MOBILE_OPERATORS,
  DTH: DTH_OPERATORS,
  ...MORE_OPERATORS,
};

/** Finds an operator of a list by name, ignoring case and surrounding spaces. */
export function findOperator(list: OperatorListKey, name: string): Operator | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return undefined;
  return OPERATORS[list].find((operator) => operator.name.toLowerCase() === wanted);
}
