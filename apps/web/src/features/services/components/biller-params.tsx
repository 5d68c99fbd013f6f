import type { RegistryBillerDto } from '@paywise/domain/contracts/bills';
import { useLingui } from '@lingui/react';
import { TextField } from '../../../components/ui/field';
import { i18n } from '../../../lib/i18n/i18n';
import { paramLabel } from '../biller-param-rules';

export interface BillerParamsProps {
  /** The registry's biller chosen; its customer parameters after the first get fields (the first is the account). */
  biller: RegistryBillerDto;
  values: Readonly<Record<string, string>>;
  /** The parameter whose field the last failed check marked. */
  invalid: string | null;
  onChange(change: { name: string; value: string }): void;
}

/**
 * The fields of a biller's other customer parameters (Bharat Connect's customerParams: a billing unit, a date of
 * birth...), under the account field, labelled as the biller names them. Their values are the page's
 * (service-form-state.ts: billerParams). Loaded with the bill pages whose biller has some.
 */
export default function BillerParams({ biller, values, invalid, onChange }: BillerParamsProps) {
  const params = biller.params.slice(1);
  // Re-rendered on a language change (the texts are the shared i18n's, also used outside React).
  useLingui();
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
      onChange={(event) => onChange({ name: param.name, value: event.target.value })}
      inputMode={param.dataType === 'NUMERIC' ? 'numeric' : 'text'}
      autoComplete="off"
      spellCheck={false}
      invalid={invalid === param.name}
    />
  ));
}
