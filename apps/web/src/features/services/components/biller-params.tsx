import type { RegistryBillerDto } from '@paywise/domain/contracts/bills';
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { TextField } from '../../../components/ui/field';
import { catalogueText } from '../../../lib/i18n/catalogue';
import { i18n } from '../../../lib/i18n/i18n';

type Param = RegistryBillerDto['params'][number];

/** What the page asks of the fields when it fetches the bill. */
export interface BillerParamsHandle {
  /**
   * The values to send with the bill fetch, or what is wrong with them (the field is then marked and focused):
   * a required one missing, or one not matching the biller's pattern.
   */
  collect():
    { problem: string } | { billerId: string; customerParams: Array<{ name: string; value: string }> };
}

/**
 * The slot under the page's account field the fields are rendered into (`data-biller-params`): while they are
 * shown it answers the bill fetch's question (so the pages without them carry none of this code).
 */
export type BillerParamsSlot = HTMLElement & Partial<BillerParamsHandle>;

export interface BillerParamsProps {
  /** The registry's biller chosen; its customer parameters after the first get fields (the first is the account). */
  biller: RegistryBillerDto;
}

/**
 * The fields of a biller's other customer parameters (Bharat Connect's customerParams: a billing unit, a date of
 * birth...), under the account field, labelled as the biller names them. Keyed by the biller, so another biller's
 * fields start empty. Loaded with the bill pages whose biller has some.
 */
export default function BillerParams({ biller }: BillerParamsProps) {
  const params = biller.params.slice(1);
  // Re-rendered on a language change (the texts are the shared i18n's, also used outside React below).
  useLingui();
  const [values, setValues] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => {
    const slot = document.querySelector<BillerParamsSlot>('[data-biller-params]');
    if (!slot) return;
    slot.collect = () => {
      const problem = paramProblem(params, values);
      if (problem) {
        setInvalid(problem.name);
        document.querySelector<HTMLInputElement>(`input[name="param-${problem.name}"]`)?.focus();
        return { problem: problem.message };
      }
      const customerParams = params
        .map((param) => ({ name: param.name, value: (values[param.name] ?? '').trim() }))
        .filter((param) => param.value !== '');
      return { billerId: biller.id, customerParams };
    };
    return () => {
      delete slot.collect;
    };
  });
  return params.map((param) => (
    <TextField
      key={param.name}
      label={
        param.optional
          ? i18n._({
              id: 'services.params.optional',
              message: '{name} (optional)',
              values: { name: paramLabel(param.name) },
            })
          : paramLabel(param.name)
      }
      name={`param-${param.name}`}
      value={values[param.name] ?? ''}
      onChange={(event) => {
        setInvalid(null);
        setValues((current) => ({ ...current, [param.name]: event.target.value }));
      }}
      inputMode={param.dataType === 'NUMERIC' ? 'numeric' : 'text'}
      autoComplete="off"
      spellCheck={false}
      invalid={invalid === param.name}
    />
  ));
}

/**
 * A parameter's name as the field's label: a name the catalogue has (the sandbox registry is seeded from it:
 * 'Consumer Number') in the language on screen; a provider's own name (Setu's registry) as it is given.
 */
const paramLabel = (name: string) => catalogueText(i18n, name);

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
