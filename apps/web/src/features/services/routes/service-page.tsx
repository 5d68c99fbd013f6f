import { SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect } from 'react';
import { serviceText } from '../../../lib/i18n/catalogue';
import { loadBillCard } from '../components/bill-card-lazy';
import { SERVICE_PAGE_BAR_ROOM } from '../components/action-bar';
import { ServiceArticleBelow } from '../components/service-article-below';
import { ServiceForm } from '../components/service-form';
import { loadPaymentSheet, preloadPayment } from '../payment/use-pay-order';
import { loadPaymentSummary, loadPlanBrowser, whenIdle } from '../service-page-chunks';
import { useOperators } from '../operators';
import { useServicePage } from '../use-service-page';

const PLAN_GONE: MessageDescriptor = /*i18n*/ {
  id: 'services.page.planGone',
  message: 'The plan you bought last time is no longer offered. Choose a plan.',
};

// The summary comes after Proceed and the plan browser when Browse Plans is first pressed (service-page-chunks.ts).
// The promo beside the form: a prerendered page has its HTML and hydrates it when the chunk arrives.
const PromoBanner = lazy(() =>
  import('../components/promo-banner').then((module) => ({ default: module.PromoBanner })),
);
const SummaryPanel = lazy(() => loadPaymentSummary().then((module) => ({ default: module.SummaryPanel })));
const PaymentSheet = lazy(loadPaymentSheet);
const PlansPanel = lazy(() => loadPlanBrowser().then((module) => ({ default: module.PlansPanel })));

/** Any of the twenty service pages, rendered from its catalogue definition. */
export function ServicePage({ slug }: { slug: ServiceSlug }) {
  const def = SERVICES[slug];
  // A list not in the first page suspends the page until it is here (features/services/operators.ts).
  const operators = useOperators(def.operatorList);
  // A page whose billers present bills fetches the bill card's code while the form is filled in.
  useEffect(() => {
    if (def.bill !== 'none') void loadBillCard().catch(() => undefined);
  }, [def.bill]);
  // Once the page is interactive, the next steps' code (the summary, the payment sheet and what Pay does) is
  // fetched in idle time: Proceed and Pay then wait for no chunk (e2e/service-page-chunks.spec.ts).
  useEffect(
    () =>
      whenIdle(() => {
        void loadPaymentSummary().catch(() => undefined);
        preloadPayment();
      }),
    [],
  );
  const { state, form, summary, payable, payment, statusText, recents, onChoosePlan, onEdit } =
    useServicePage({
      def,
      operators,
    });
  const { i18n } = useLingui();

  let sidePanel;
  if (state.step === 'summary' && payable !== null) {
    sidePanel = (
      <Suspense fallback={null}>
        <SummaryPanel {...summary} def={def} state={state} amount={payable} />
      </Suspense>
    );
  } else if (state.step === 'plans') {
    sidePanel = (
      <Suspense
        fallback={
          <p role="status" className="py-10 text-center text-muted">
            {i18n._({ id: 'services.plans.loading', message: 'Loading plans...' })}
          </p>
        }
      >
        <PlansPanel state={state} recents={recents} onChoose={onChoosePlan} onClose={onEdit} />
      </Suspense>
    );
  } else {
    sidePanel = (
      <Suspense fallback={null}>
        <PromoBanner def={def} />
      </Suspense>
    );
  }

  return (
    <>
      <div className={`mx-auto max-w-6xl px-4 pt-6 sm:pt-8 ${SERVICE_PAGE_BAR_ROOM}`}>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
          <ServiceForm def={def} state={state} {...form} />
          <div>
            <p
              role="status"
              data-testid="step-status"
              className={
                statusText
                  ? 'mb-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900'
                  : 'sr-only'
              }
            >
              {statusText ?? ''}
            </p>
            {state.repeat.planGone && state.step !== 'summary' ? (
              <p
                data-testid="plan-gone"
                className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
              >
                {i18n._(PLAN_GONE)}
              </p>
            ) : null}
            {sidePanel}
          </div>
        </div>
      </div>
      <ServiceArticleBelow slug={def.slug} />
      {payment.sheet ? (
        <Suspense fallback={null}>
          <PaymentSheet
            key={payment.sheet.order.id}
            open={payment.sheet.open}
            orderId={payment.sheet.order.id}
            payment={payment.sheet.payment}
            serviceName={serviceText(i18n, def, 'pageTitle')}
            onPaid={payment.sheet.onPaid}
            onClose={payment.sheet.onClose}
            onNotPayable={payment.sheet.onNotPayable}
          />
        </Suspense>
      ) : null}
    </>
  );
}
