import { CIRCLES } from '@paywise/domain/catalogue/circles';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { identifierHref } from '@paywise/domain/catalogue/repeat-link';
import { SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { formatDate } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { useEffect, useId, useRef, type FormEvent, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Select, TextInput } from '../../../components/ui/field';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import {
  identifierLabelOf,
  RECHARGE_TYPE_PAGES,
  RECHARGE_TYPES,
  rechargeTypeOf,
  type FetchedBill,
  type RechargeType,
  type ServiceFormAction,
  type ServiceFormState,
} from '../service-form-state';
import { DetectionLine } from './detection-line';
import { NumberChips } from './number-chips';
import { ServiceToggle } from './service-toggle';

const RECHARGE_TYPE_OPTIONS = RECHARGE_TYPES.map((value) => ({ value, label: value }));
const CIRCLE_OPTIONS = CIRCLES.map((circle) => ({ value: circle.name, label: circle.name }));

export interface ServiceFormProps {
  def: ServiceDefinition;
  state: ServiceFormState;
  /** The message of the last failed check or fetch, announced by screen readers. */
  error: string | null;
  isFetchingBill: boolean;
  operatorRef: Ref<HTMLSelectElement>;
  circleRef: Ref<HTMLSelectElement>;
  identifierRef: Ref<HTMLInputElement>;
  amountRef: Ref<HTMLInputElement>;
  submitRef: Ref<HTMLButtonElement>;
  onChange(action: ServiceFormAction): void;
  onBrowsePlans(): void;
  onSubmit(): void;
}

export function ServiceForm({
  def,
  state,
  error,
  isFetchingBill,
  operatorRef,
  circleRef,
  identifierRef,
  amountRef,
  submitRef,
  onChange,
  onBrowsePlans,
  onSubmit,
}: ServiceFormProps) {
  const { values, invalidField } = state;
  const navigate = useNavigate();
  const location = useLocation();
  const rechargeTypeRef = useRef<HTMLDivElement>(null);
  const operatorSelectId = useId();
  const operatorOptions = OPERATORS[def.operatorList].map((operator) => ({
    value: operator.name,
    label: operator.name,
  }));
  const isMobileForm = def.identifier.orderField === 'number';
  // Category pages show the account fields once an operator is chosen.
  const showsDetails = isMobileForm || values.operator !== '';
  const identifierLabel = identifierLabelOf(def, values.operator);
  const identifierPlaceholder =
    identifierLabel === def.identifier.label ? def.identifier.placeholder : `Enter your ${identifierLabel}`;
  const isNumericIdentifier = def.identifier.filter === 'digits' || def.identifier.filter === 'digits10';
  // Broadband shows the amount once a bill fills it; postpaid once a bill is fetched (then it may be changed).
  const showsAmount =
    showsDetails &&
    (def.amount.mode === 'fetched'
      ? values.amount !== ''
      : def.amount.mode === 'billEditable'
        ? state.bill !== null
        : true);
  const isAmountReadOnly = def.amount.mode === 'plans' || def.amount.mode === 'fetched';
  let submitLabel = 'Proceed';
  if (def.amount.mode === 'fetched') submitLabel = values.amount ? 'Proceed to Pay' : 'Fetch Bill';
  if (def.amount.mode === 'billEditable') submitLabel = state.bill ? 'Proceed to Pay' : 'Fetch Bill';

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
    <TextInput
      ref={identifierRef}
      label={identifierLabel}
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
    />
  );
  const operatorField = (
    <Select
      ref={operatorRef}
      id={operatorSelectId}
      label={def.operatorLabel}
      name="operator"
      value={values.operator}
      onChange={(event) => onChange({ type: 'operator', value: event.target.value })}
      placeholder={def.operatorPlaceholder}
      options={operatorOptions}
      invalid={invalidField === 'operator'}
    />
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
        {def.formTitle}
      </h1>
      <div className="mt-5 flex flex-col gap-5">
        {def.toggle ? <ServiceToggle def={def} /> : null}
        {def.hasRechargeTypeTabs ? (
          <div ref={rechargeTypeRef}>
            <SegmentedControl<RechargeType>
              label="Recharge type"
              options={RECHARGE_TYPE_OPTIONS}
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
          <Select
            ref={circleRef}
            label="Circle"
            name="circle"
            value={values.circle}
            onChange={(event) => onChange({ type: 'circle', value: event.target.value })}
            placeholder="Select Circle"
            options={CIRCLE_OPTIONS}
            invalid={invalidField === 'circle'}
          />
        ) : null}
        {!isMobileForm && showsDetails ? identifierField : null}
        {def.amount.mode === 'billEditable' && state.bill ? <BillDetails bill={state.bill} /> : null}

        {showsAmount ? (
          <TextInput
            ref={amountRef}
            label={def.amount.label}
            name="amount"
            value={values.amount}
            onChange={(event) => onChange({ type: 'amount', value: event.target.value })}
            placeholder={def.amount.placeholder}
            prefix="₹"
            readOnly={isAmountReadOnly}
            inputMode={def.amount.mode === 'typedWhole' ? 'numeric' : 'decimal'}
            autoComplete="off"
            invalid={invalidField === 'amount'}
            addon={
              def.amount.mode === 'plans' ? (
                <Button variant="secondary" onClick={onBrowsePlans} className="shrink-0 px-4">
                  Browse Plans
                </Button>
              ) : undefined
            }
          />
        ) : null}

        <div className="flex flex-col gap-2">
          {/* Always in the page, so screen readers announce each new message placed in it. */}
          <p role="alert" className="text-sm font-semibold text-red-700">
            {error ?? ''}
          </p>
          <Button
            ref={submitRef}
            type="submit"
            block
            disabled={isFetchingBill}
            aria-busy={isFetchingBill || undefined}
            className="text-lg"
          >
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The fetched bill on a page whose amount may differ from it (postpaid): what is due, to whom and by when. */
function BillDetails({ bill }: { bill: FetchedBill }) {
  const rows = [
    { label: 'Customer Name', value: bill.customerName },
    { label: 'Bill Number', value: bill.billNumber },
    { label: 'Due Date', value: formatDate(bill.dueDate) },
    { label: 'Amount Due', value: formatInr(bill.amount) },
  ];
  return (
    <section aria-label="Bill details" className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <dl
        className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[400px]:grid-cols-2"
        data-testid="bill-details"
      >
        {rows.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-muted">{row.label}</dt>
            <dd className="font-semibold break-words text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
