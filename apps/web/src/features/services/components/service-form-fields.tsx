import { CIRCLES } from '@paywise/domain/catalogue/circles';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import {
  filterIdentifier,
  identifierInputValue,
  leastAmountRupees,
} from '@paywise/domain/catalogue/form-rules';
import type { PaymentsConfig } from '@paywise/domain/contracts/payments';
import { lazy, Suspense, useRef, useState, type Ref, type RefObject } from 'react';
import { useLingui } from '@lingui/react';
import { catalogueText, serviceText } from '../../../lib/i18n/catalogue';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import type { ServiceFormAction, ServiceFormState } from '../service-form-state';
import { useHydrated } from '../../../lib/hydration';
import { useFormat } from '../../../lib/i18n/format';
import { COMBOBOX_THRESHOLD, isFullPaymentOnly } from '../bill-rules';
import { useOperators } from '../operators';

const CIRCLE_OPTIONS = CIRCLES.map((circle) => ({ value: circle.name, label: circle.name }));
// The searchable biller list (and Headless UI under it) comes with the first page that has a long list.
const BillerCombobox = lazy(() => import('./biller-combobox'));

/** The number or account: on pages where a bill is optional, with Fetch Bill beside it. */
export function IdentifierField({
  def,
  label,
  inputRef,
  value,
  error,
  isFetchingBill,
  onChange,
  onFetchBill,
}: {
  def: ServiceDefinition;
  /** The field's label: the biller's first parameter's name, or the page's (the DTH operator's) own. */
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  /** The message of the last failed check of this field, under it; undefined when it holds. */
  error: string | undefined;
  isFetchingBill: boolean;
  onChange(action: ServiceFormAction): void;
  onFetchBill(): void;
}) {
  const { i18n } = useLingui();
  const placeholder =
    label === def.identifier.label
      ? serviceText(i18n, def, 'identifier.placeholder')
      : catalogueText(i18n, `Enter your ${label}`);
  const isNumericIdentifier = def.identifier.filter === 'digits' || def.identifier.filter === 'digits10';
  const fieldLabel = catalogueText(i18n, label);
  // A value the customer did not type here (a kept draft taken up, a chip, a "Recharge again" link) is selected
  // when the box is entered, so what is typed next replaces it rather than being added to a full number.
  const typedValue = useRef('');
  // Typing never drops a character unsaid: the value a cut left (a field's length reached), and a mobile number
  // with more than 10 digits (never cut: docs/decisions/0039), are said under the field as they happen.
  const [cutTo, setCutTo] = useState<string | null>(null);
  const isMobileRule = def.identifier.filter === 'digits10';
  const typingNote =
    isMobileRule && value.length > 10
      ? i18n._({ id: 'services.form.mobileTooLong', message: 'A mobile number has 10 digits.' })
      : cutTo !== null && cutTo === value
        ? i18n._({
            id: 'services.form.identifierCut',
            message: 'This field takes at most {count} characters.',
            values: { count: def.identifier.maxLength },
          })
        : undefined;
  return (
    <TextField
      ref={inputRef}
      label={fieldLabel}
      name="identifier"
      value={value}
      onChange={(event) => {
        const shown = identifierInputValue(def, event.target.value);
        typedValue.current = shown;
        const isCut = filterIdentifier(def.identifier.filter, event.target.value).length > shown.length;
        setCutTo(isCut ? shown : null);
        onChange({ type: 'identifier', value: event.target.value });
      }}
      onFocus={(event) => {
        if (value !== '' && value !== typedValue.current) event.target.select();
      }}
      clear={{
        label: i18n._({
          id: 'services.form.clearField',
          message: 'Clear {field}',
          values: { field: fieldLabel },
        }),
        onClear: () => {
          typedValue.current = '';
          setCutTo(null);
          onChange({ type: 'identifier', value: '' });
          inputRef.current?.focus();
        },
      }}
      placeholder={placeholder}
      inputMode={isNumericIdentifier ? 'numeric' : 'text'}
      autoComplete={def.identifier.orderField === 'number' ? 'tel-national' : 'off'}
      autoCapitalize={
        def.identifier.filter === 'vehicle' || def.identifier.filter === 'upper' ? 'characters' : 'off'
      }
      spellCheck={false}
      error={error ?? typingNote}
      addon={
        def.bill === 'optional' ? (
          <Button
            variant="secondary"
            onClick={onFetchBill}
            disabled={isFetchingBill}
            aria-busy={isFetchingBill || undefined}
            className="shrink-0 px-4"
          >
            {i18n._({ id: 'services.form.fetchBill', message: 'Fetch Bill' })}
          </Button>
        ) : undefined
      }
    />
  );
}

/** The operator or biller: a native select, or the biller search on long lists. */
export function OperatorField({
  def,
  operatorRef,
  selectId,
  value,
  error,
  onChange,
}: {
  def: ServiceDefinition;
  /** The operator's control: a native select, or the biller combobox's input on long lists. */
  operatorRef: RefObject<HTMLSelectElement | HTMLInputElement | null>;
  /** The native select's id (the detection line's Change moves focus to it). */
  selectId: string;
  value: string;
  /** The message of the last failed check of this field, under it. */
  error: string | undefined;
  onChange(action: ServiceFormAction): void;
}) {
  const { i18n } = useLingui();
  const operators = useOperators(def.operatorList);
  const operatorOptions = operators.map((operator) => ({
    value: operator.name,
    label: operator.name,
  }));
  const nativeOperatorField = (
    <SelectField
      ref={operatorRef as RefObject<HTMLSelectElement>}
      id={selectId}
      label={serviceText(i18n, def, 'operatorLabel')}
      name="operator"
      value={value}
      onChange={(event) => onChange({ type: 'operator', value: event.target.value })}
      placeholder={serviceText(i18n, def, 'operatorPlaceholder')}
      options={operatorOptions}
      error={error}
    />
  );
  // Long lists (electricity boards, water boards, gas, broadband...) are searched, not scrolled. A prerendered page
  // has the native list (it works without JavaScript); the search replaces it once the page is hydrated.
  const hydrated = useHydrated();
  return operators.length > COMBOBOX_THRESHOLD && hydrated ? (
    <Suspense fallback={nativeOperatorField}>
      <BillerCombobox
        label={serviceText(i18n, def, 'operatorLabel')}
        placeholder={serviceText(i18n, def, 'operatorPlaceholder')}
        operators={operators}
        category={def.identifier.orderField === 'number' ? undefined : def.tileLabel}
        onChosenBiller={(biller) => onChange({ type: 'registryBiller', biller })}
        value={value}
        onChange={(operator) => onChange({ type: 'operator', value: operator })}
        error={error}
        inputRef={operatorRef as RefObject<HTMLInputElement>}
      />
    </Suspense>
  ) : (
    nativeOperatorField
  );
}

/** The mobile number's circle (mobile, data card). */
export function CircleField({
  selectRef,
  value,
  error,
  onChange,
}: {
  selectRef: Ref<HTMLSelectElement>;
  value: string;
  error: string | undefined;
  onChange(action: ServiceFormAction): void;
}) {
  const { i18n } = useLingui();
  return (
    <SelectField
      ref={selectRef}
      label={i18n._({ id: 'services.form.circle', message: 'Circle' })}
      name="circle"
      value={value}
      onChange={(event) => onChange({ type: 'circle', value: event.target.value })}
      placeholder={i18n._({ id: 'services.form.selectCircle', message: 'Select Circle' })}
      options={CIRCLE_OPTIONS}
      error={error}
    />
  );
}

/**
 * The amount: typed, a plan's price (with Browse Plans beside it) or the fetched bill's. Shown with the account
 * fields; on broadband and postpaid only once there is a bill.
 */
export function AmountField({
  def,
  state,
  inputRef,
  amountLimits,
  onChange,
  onBrowsePlans,
}: {
  def: ServiceDefinition;
  state: ServiceFormState;
  inputRef: Ref<HTMLInputElement>;
  /** The server's least and most amount of an order (GET /api/payments/config); null until it is known. */
  amountLimits: PaymentsConfig['amountLimits'] | null;
  onChange(action: ServiceFormAction): void;
  onBrowsePlans(): void;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  // Broadband shows the amount once a bill fills it; postpaid once a bill is fetched (then it may be changed).
  const showsAmount =
    def.amount.mode === 'fetched'
      ? state.values.amount !== ''
      : def.amount.mode === 'billEditable'
        ? state.bill !== null
        : true;
  if (!showsAmount) return null;
  // A bill the biller wants paid in full is paid as fetched.
  const isAmountReadOnly =
    def.amount.mode === 'plans' ||
    def.amount.mode === 'fetched' ||
    (state.bill !== null && isFullPaymentOnly(state.bill));
  return (
    <TextField
      ref={inputRef}
      label={serviceText(i18n, def, 'amount.label')}
      name="amount"
      value={state.values.amount}
      onChange={(event) => onChange({ type: 'amount', value: event.target.value })}
      placeholder={serviceText(i18n, def, 'amount.placeholder')}
      prefix="₹"
      readOnly={isAmountReadOnly}
      inputMode={def.amount.mode === 'typedWhole' ? 'numeric' : 'decimal'}
      autoComplete="off"
      error={state.invalidField === 'amount' ? (state.invalidMessage ?? undefined) : undefined}
      hint={
        state.bill && isFullPaymentOnly(state.bill) && def.amount.mode !== 'fetched'
          ? i18n._({
              id: 'services.form.fullAmountOnly',
              message: 'The biller takes the full bill amount.',
            })
          : !isAmountReadOnly && amountLimits
            ? i18n._({
                id: 'services.form.amountLimits',
                message: 'Amount from {min} to {max}',
                values: {
                  min: format.inr(Math.max(amountLimits.minRupees, leastAmountRupees(def))),
                  max: format.inr(amountLimits.maxRupees),
                },
              })
            : undefined
      }
      addon={
        def.amount.mode === 'plans' ? (
          <Button variant="secondary" onClick={onBrowsePlans} className="shrink-0 px-4">
            {i18n._({ id: 'services.form.browsePlans', message: 'Browse Plans' })}
          </Button>
        ) : undefined
      }
    />
  );
}
