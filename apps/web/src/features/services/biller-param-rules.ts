import type { RegistryBillerDto } from '@paywise/domain/contracts/bills';
import { catalogueText } from '../../lib/i18n/catalogue';
import { i18n } from '../../lib/i18n/i18n';
import type { BillerParamsState } from './service-form-state';

type Param = RegistryBillerDto['params'][number];

/**
 * A parameter's name as the field's label: a name the catalogue has (the sandbox registry is seeded from it:
 * 'Consumer Number') in the language on screen; a provider's own name (Setu's registry) as it is given.
 */
export const paramLabel = (name: string) => catalogueText(i18n, name);

/** The first of `params` missing (when required) or not matching the biller's pattern, with what to say. */
export function paramProblem(
  params: readonly Param[],
  values: Readonly<Record<string, string>>,
): { name: string; message: string } | null {
  for (const param of params) {
    const value = (values[param.name] ?? '').trim();
    if (value === '') {
      if (param.optional) continue;
      return {
        name: param.name,
        message: i18n._({
          id: 'services.params.required',
          message: 'Enter your {name}.',
          values: { name: paramLabel(param.name) },
        }),
      };
    }
    if (param.regex && !matchesPattern(param.regex, value)) {
      return {
        name: param.name,
        message: i18n._({
          id: 'services.params.invalid',
          message: 'Enter a valid {name}.',
          values: { name: paramLabel(param.name) },
        }),
      };
    }
  }
  return null;
}

/** Whether a value matches a biller's pattern (one that does not compile accepts it: the server checks again). */
function matchesPattern(source: string, value: string): boolean {
  try {
    return new RegExp(source, 'u').test(value);
  } catch {
    return true;
  }
}

/** What the bill fetch sends of a registry biller's other parameters (none: the biller has no more than the account). */
export type CollectedParams =
  | { problem: { name: string; message: string } }
  | { billerId: string; customerParams: Array<{ name: string; value: string }> }
  | null;

/**
 * The values to send with the bill fetch, or what is wrong with them (a required one missing, or one not matching
 * the biller's pattern). Null when the chosen biller asks for nothing beyond the account.
 */
export function collectBillerParams({ biller, values }: BillerParamsState): CollectedParams {
  if (!biller || biller.params.length <= 1) return null;
  const params = biller.params.slice(1);
  const problem = paramProblem(params, values);
  if (problem) return { problem };
  const customerParams = params
    .map((param) => ({ name: param.name, value: (values[param.name] ?? '').trim() }))
    .filter((param) => param.value !== '');
  return { billerId: biller.id, customerParams };
}
