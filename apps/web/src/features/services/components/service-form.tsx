import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { normalizeIdentifier } from '@paywise/domain/catalogue/form-rules';
import type { PaymentsConfig } from '@paywise/domain/contracts/payments';
import type { FormField } from '@paywise/domain/catalogue/types';
import { lazy, Suspense, useId, type ComponentProps, type FormEvent, type Ref, type RefObject } from 'react';
import { useLingui } from '@lingui/react';
import { catalogueText, serviceText } from '../../../lib/i18n/catalogue';
import { identifierLabelOf, type ServiceFormAction, type ServiceFormState } from '../service-form-state';
import { BillCard } from './bill-card-lazy';
import { DetectionLine } from './detection-line';
import { DraftOffer } from './draft-offer';
import { NumberChips } from './number-chips';
import { RechargeTypeSwitch } from './recharge-type-switch';
import { ServiceFormActions } from './service-form-actions';
import { AmountField, CircleField, IdentifierField, OperatorField } from './service-form-fields';
import { ServiceToggle } from './service-toggle';

// A registry biller's parameters beyond the account: only bill pages whose biller has some load their fields.
const BillerParams = lazy(() => import('./biller-params'));

export interface ServiceFormProps {
  def: ServiceDefinition;
  /** The page's state: the fields, the fetched bill, and what the page says (state.messages). */
  state: ServiceFormState;
  /** The operator's control: a native select, or the biller combobox's input on long lists. */
  operatorRef: RefObject<HTMLSelectElement | HTMLInputElement | null>;
  circleRef: Ref<HTMLSelectElement>;
  identifierRef: RefObject<HTMLInputElement | null>;
  amountRef: Ref<HTMLInputElement>;
  submitRef: Ref<HTMLButtonElement>;
  onChange(action: ServiceFormAction): void;
  onBrowsePlans(): void;
  /** Fetch Bill beside the identifier, on pages where a bill is optional. */
  onFetchBill(): void;
  onSubmit(): void;
  /** What the order will charge so far ('₹500'), said beside Proceed in the phone's action bar. */
  amountText?: string | null;
  /** The server's least and most amount of an order, said under the amount field; null until known. */
  amountLimits?: PaymentsConfig['amountLimits'] | null;
  /** A kept draft offered above the fields ("Continue with 9900112233?"), or null. */
  draftOffer?: Omit<ComponentProps<typeof DraftOffer>, 'def'> | null;
}

export function ServiceForm({
  def,
  state,
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
  amountLimits = null,
  draftOffer = null,
}: ServiceFormProps) {
  const { values, invalidField } = state;
  /** The failed check's message, under its own field. */
  const errorOf = (field: FormField) =>
    invalidField === field ? (state.invalidMessage ?? undefined) : undefined;
  const { i18n } = useLingui();
  const operatorSelectId = useId();
  const isMobileForm = def.identifier.orderField === 'number';
  // Category pages show the account fields once an operator is chosen.
  const showsDetails = isMobileForm || values.operator !== '';
  const { isFetchingBill, billerParams } = state;
  // The registry's chosen biller may name its first customer parameter (the account field) its own way; its others
  // get fields under the account field.
  const registryBiller = billerParams.biller;
  const identifierLabel = registryBiller?.params[0]?.name ?? identifierLabelOf(def, values.operator);

  const identifierField = (
    <IdentifierField
      def={def}
      label={identifierLabel}
      inputRef={identifierRef}
      value={values.identifier}
      error={errorOf('identifier')}
      isFetchingBill={isFetchingBill}
      onChange={onChange}
      onFetchBill={onFetchBill}
    />
  );
  const operatorField = (
    <OperatorField
      def={def}
      operatorRef={operatorRef}
      selectId={operatorSelectId}
      value={values.operator}
      error={errorOf('operator')}
      onChange={onChange}
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
        {serviceText(i18n, def, 'formTitle')}
      </h1>
      <div className="mt-5 flex flex-col gap-5">
        {draftOffer ? <DraftOffer def={def} {...draftOffer} /> : null}
        {def.toggle ? <ServiceToggle def={def} /> : null}
        {def.hasRechargeTypeTabs ? <RechargeTypeSwitch def={def} identifier={values.identifier} /> : null}

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
          <CircleField
            selectRef={circleRef}
            value={values.circle}
            error={errorOf('circle')}
            onChange={onChange}
          />
        ) : null}
        {!isMobileForm && showsDetails ? identifierField : null}
        {!isMobileForm && showsDetails && registryBiller && registryBiller.params.length > 1 ? (
          <Suspense fallback={null}>
            <BillerParams
              key={registryBiller.id}
              biller={registryBiller}
              values={billerParams.values}
              invalid={billerParams.invalid}
              onChange={({ name, value }) => onChange({ type: 'param', name, value })}
            />
          </Suspense>
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

        {showsDetails ? (
          <AmountField
            def={def}
            state={state}
            inputRef={amountRef}
            amountLimits={amountLimits}
            onChange={onChange}
            onBrowsePlans={onBrowsePlans}
          />
        ) : null}

        <ServiceFormActions def={def} state={state} amountText={amountText} submitRef={submitRef} />
      </div>
    </form>
  );
}
