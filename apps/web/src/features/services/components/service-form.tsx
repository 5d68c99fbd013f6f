import { CIRCLES } from '@paywise/domain/catalogue/circles';
import { identifierHref } from '@paywise/domain/catalogue/repeat-link';
import { SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { normalizeIdentifier } from '@paywise/domain/catalogue/form-rules';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type Ref,
  type RefObject,
} from 'react';
import { Trans, useLingui } from '@lingui/react';
import { useLocation, useNavigate } from 'react-router';
import { catalogueText, serviceText } from '../../../lib/i18n/catalogue';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { RECHARGE_TYPE_PAGES, RECHARGE_TYPES, rechargeTypeOf, type RechargeType } from '../recharge-type';
import { identifierLabelOf, type ServiceFormAction, type ServiceFormState } from '../service-form-state';
import { useHydrated } from '../../../lib/hydration';
import { COMBOBOX_THRESHOLD, isFullPaymentOnly } from '../bill-rules';
import { actionBarClass } from './action-bar';
import { BillCard } from './bill-card-lazy';
import { BillNotice } from './bill-notice';
import { DetectionLine } from './detection-line';
import { NumberChips } from './number-chips';
import { ServiceToggle } from './service-toggle';
import { useOperators } from '../operators';

const CIRCLE_OPTIONS = CIRCLES.map((circle) => ({ value: circle.name, label: circle.name }));
// The searchable biller list (and Headless UI under it) comes with the first page that has a long list.
const BillerCombobox = lazy(() => import('./biller-combobox'));

export interface ServiceFormProps {
  def: ServiceDefinition;
  state: ServiceFormState;
  /** The message of the last failed check or fetch, announced by screen readers. */
  error: string | null;
  isFetchingBill: boolean;
  /** Neutral news of the last fetch ('No bill is due for this account.'), announced politely. */
  billNotice: string | null;
  /** The operator's control: a native select, or the biller combobox's input on long lists. */
  operatorRef: RefObject<HTMLSelectElement | HTMLInputElement | null>;
  circleRef: Ref<HTMLSelectElement>;
  identifierRef: Ref<HTMLInputElement>;
  amountRef: Ref<HTMLInputElement>;
  submitRef: Ref<HTMLButtonElement>;
  onChange(action: ServiceFormAction): void;
  onBrowsePlans(): void;
  /** Fetch Bill beside the identifier, on pages where a bill is optional. */
  onFetchBill(): void;
  onSubmit(): void;
  /** What the order will charge so far ('₹500'), said beside Proceed in the phone's action bar. */
  amountText?: string | null;
}

export function ServiceForm({
  def,
  state,
  error,
  isFetchingBill,
  billNotice,
  operatorRef,
  circleRef,
  identifierRef,
  amountRef,
  submitRef,
  onChange,
  onBrowsePlans,
  onFetchBill,
  onSubmit,
  amountText = null,
}: ServiceFormProps) {
  const { values, invalidField } = state;
  const { i18n } = useLingui();
  const rechargeTypeOptions = RECHARGE_TYPES.map((value) => ({
    value,
    label:
      value === 'Prepaid'
        ? i18n._({ id: 'services.form.prepaid', message: 'Prepaid' })
        : i18n._({ id: 'services.form.postpaid', message: 'Postpaid' }),
  }));
  const navigate = useNavigate();
  const location = useLocation();
  const rechargeTypeRef = useRef<HTMLDivElement>(null);
  const operatorSelectId = useId();
  const operators = useOperators(def.operatorList);
  const operatorOptions = operators.map((operator) => ({
    value: operator.name,
    label: operator.name,
  }));
  const isMobileForm = def.identifier.orderField === 'number';
  // Category pages show the account fields once an operator is chosen.
  const showsDetails = isMobileForm || values.operator !== '';
  // The registry's chosen biller may name its first customer parameter (the account field) its own way; its others
  // are rendered by the biller search into the slot under the account field.
  const [firstParam, setFirstParam] = useState<string | null>(null);
  const [paramsSlot, setParamsSlot] = useState<HTMLDivElement | null>(null);
  const identifierLabel = firstParam ?? identifierLabelOf(def, values.operator);
  const identifierPlaceholder =
    identifierLabel === def.identifier.label
      ? serviceText(i18n, def, 'identifier.placeholder')
      : catalogueText(i18n, `Enter your ${identifierLabel}`);
  const fetchBillText = i18n._({ id: 'services.form.fetchBill', message: 'Fetch Bill' });
  const proceedToPayText = i18n._({ id: 'services.form.proceedToPay', message: 'Proceed to Pay' });
  const isNumericIdentifier = def.identifier.filter === 'digits' || def.identifier.filter === 'digits10';
  // Broadband shows the amount once a bill fills it; postpaid once a bill is fetched (then it may be changed).
  const showsAmount =
    showsDetails &&
    (def.amount.mode === 'fetched'
      ? values.amount !== ''
      : def.amount.mode === 'billEditable'
        ? state.bill !== null
        : true);
  // A bill the biller wants paid in full is paid as fetched.
  const isAmountReadOnly =
    def.amount.mode === 'plans' ||
    def.amount.mode === 'fetched' ||
    (state.bill !== null && isFullPaymentOnly(state.bill));
  let submitLabel = i18n._({ id: 'services.form.proceed', message: 'Proceed' });
  if (def.amount.mode === 'fetched') submitLabel = values.amount ? proceedToPayText : fetchBillText;
  if (def.amount.mode === 'billEditable') submitLabel = state.bill ? proceedToPayText : fetchBillText;

  // Prepaid and Postpaid are two pages: the switch opens the other one, with a complete number carried along.
  const rechargeType = rechargeTypeOf(def);
  const switchRechargeType = (type: RechargeType) => {
    const target = SERVICES[RECHARGE_TYPE_PAGES[type]];
    if (target.slug !== def.slug) {
      navigate(identifierHref(target, values.identifier), { state: { focus: 'rechargeType' } });
    }
  };
  // The page opened by the switch gives it the focus back, so arrow keys go on moving between the two.
  const opensOnSwitch = (location.state as { focus?: string } | null)?.focus === 'rechargeType';
  useEffect(() => {
    if (opensOnSwitch) rechargeTypeRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [opensOnSwitch]);

  const identifierField = (
    <TextField
      ref={identifierRef}
      label={catalogueText(i18n, identifierLabel)}
      name="identifier"
      value={values.identifier}
      onChange={(event) => onChange({ type: 'identifier', value: event.target.value })}
      placeholder={identifierPlaceholder}
      inputMode={isNumericIdentifier ? 'numeric' : 'text'}
      autoComplete={isMobileForm ? 'tel-national' : 'off'}
      autoCapitalize={
        def.identifier.filter === 'vehicle' || def.identifier.filter === 'upper' ? 'characters' : 'off'
      }
      spellCheck={false}
      invalid={invalidField === 'identifier'}
      addon={
        def.bill === 'optional' ? (
          <Button
            variant="secondary"
            onClick={onFetchBill}
            disabled={isFetchingBill}
            aria-busy={isFetchingBill || undefined}
            className="shrink-0 px-4"
          >
            {fetchBillText}
          </Button>
        ) : undefined
      }
    />
  );
  const nativeOperatorField = (
    <SelectField
      ref={operatorRef as RefObject<HTMLSelectElement>}
      id={operatorSelectId}
      label={serviceText(i18n, def, 'operatorLabel')}
      name="operator"
      value={values.operator}
      onChange={(event) => onChange({ type: 'operator', value: event.target.value })}
      placeholder={serviceText(i18n, def, 'operatorPlaceholder')}
      options={operatorOptions}
      invalid={invalidField === 'operator'}
    />
  );
  // Long lists (electricity boards, water boards, gas, broadband...) are searched, not scrolled. A prerendered page
  // has the native list (it works without JavaScript); the search replaces it once the page is hydrated.
  const hydrated = useHydrated();
  const operatorField =
    operators.length > COMBOBOX_THRESHOLD && hydrated ? (
      <Suspense fallback={nativeOperatorField}>
        <BillerCombobox
          label={serviceText(i18n, def, 'operatorLabel')}
          placeholder={serviceText(i18n, def, 'operatorPlaceholder')}
          operators={operators}
          category={isMobileForm ? undefined : def.tileLabel}
          identifierLabel={def.identifier.label}
          paramsSlot={paramsSlot}
          onFirstParam={setFirstParam}
          value={values.operator}
          onChange={(value) => onChange({ type: 'operator', value })}
          invalid={invalidField === 'operator'}
          inputRef={operatorRef as RefObject<HTMLInputElement>}
        />
      </Suspense>
    ) : (
      nativeOperatorField
    );

  // Signed in: the customer's saved and recent numbers, under the first field (the number, or on bill pages the
  // biller, since a chip fills both).
  const chips = (
    <NumberChips
      def={def}
      identifier={values.identifier}
      onFill={(prefill) => onChange({ type: 'fill', values: prefill })}
    />
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="service-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h1 id="service-form-title" className="text-2xl font-bold text-ink">
        {serviceText(i18n, def, 'formTitle')}
      </h1>
      <div className="mt-5 flex flex-col gap-5">
        {def.toggle ? <ServiceToggle def={def} /> : null}
        {def.hasRechargeTypeTabs ? (
          <div ref={rechargeTypeRef}>
            <SegmentedControl<RechargeType>
              label={i18n._({ id: 'services.form.rechargeType', message: 'Recharge type' })}
              options={rechargeTypeOptions}
              value={rechargeType}
              onChange={switchRechargeType}
            />
          </div>
        ) : null}

        {isMobileForm ? (
          <div className="flex flex-col">
            {identifierField}
            <DetectionLine
              detection={state.detection}
              onChange={() => document.getElementById(operatorSelectId)?.focus()}
            />
            {chips}
          </div>
        ) : (
          <div className="flex flex-col">
            {operatorField}
            {chips}
          </div>
        )}
        {isMobileForm ? operatorField : null}
        {def.hasCircle ? (
          <SelectField
            ref={circleRef}
            label={i18n._({ id: 'services.form.circle', message: 'Circle' })}
            name="circle"
            value={values.circle}
            onChange={(event) => onChange({ type: 'circle', value: event.target.value })}
            placeholder={i18n._({ id: 'services.form.selectCircle', message: 'Select Circle' })}
            options={CIRCLE_OPTIONS}
            invalid={invalidField === 'circle'}
          />
        ) : null}
        {!isMobileForm && showsDetails ? identifierField : null}
        {!isMobileForm && showsDetails ? (
          <div ref={setParamsSlot} className="contents" data-biller-params />
        ) : null}
        {/* On the summary the bill is shown there, once (not here as well). */}
        {state.bill && state.step !== 'summary' ? (
          <BillCard
            bill={state.bill}
            biller={values.operator}
            identifier={{
              label: catalogueText(i18n, identifierLabel),
              value: normalizeIdentifier(def, values.identifier),
            }}
          />
        ) : null}

        {showsAmount ? (
          <TextField
            ref={amountRef}
            label={serviceText(i18n, def, 'amount.label')}
            name="amount"
            value={values.amount}
            onChange={(event) => onChange({ type: 'amount', value: event.target.value })}
            placeholder={serviceText(i18n, def, 'amount.placeholder')}
            prefix="₹"
            readOnly={isAmountReadOnly}
            inputMode={def.amount.mode === 'typedWhole' ? 'numeric' : 'decimal'}
            autoComplete="off"
            invalid={invalidField === 'amount'}
            hint={
              state.bill && isFullPaymentOnly(state.bill) && def.amount.mode !== 'fetched'
                ? i18n._({
                    id: 'services.form.fullAmountOnly',
                    message: 'The biller takes the full bill amount.',
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
        ) : null}

        <div className="flex flex-col gap-2">
          {def.bill !== 'none' ? <BillNotice message={billNotice} /> : null}
          {/* Always in the page, so screen readers announce each new message placed in it. */}
          <p role="alert" className="text-sm font-semibold text-red-700">
            {error ?? ''}
          </p>
          {/* One primary button per screen: once the summary shows Pay, Proceed steps back (hidden on phones,
              where Pay takes the action bar; secondary from 640 px up). While the plans cover the form on a
              phone, choosing a plan is the step's action. */}
          {/* A bill paid already offers nothing to pay: a new account or biller brings the button back. */}
          {state.bill?.paidAt ? null : (
            <div
              data-testid={state.step === 'form' ? 'action-bar' : undefined}
              className={actionBarClass(state.step !== 'form' ? 'max-sm:hidden' : undefined)}
            >
              {amountText ? (
                <p className="shrink-0 text-sm text-muted sm:hidden">
                  <Trans
                    id="services.form.amountBar"
                    message="Amount <0>{amount}</0>"
                    values={{ amount: amountText }}
                    components={[<span className="block text-base font-bold text-ink" />]}
                  />
                </p>
              ) : null}
              <Button
                ref={submitRef}
                type="submit"
                block
                variant={state.step === 'summary' ? 'secondary' : 'primary'}
                disabled={isFetchingBill}
                aria-busy={isFetchingBill || undefined}
                className="text-lg"
              >
                {submitLabel}
              </Button>
            </div>
          )}
        </div>
      </div>
    </form>
  );
}
