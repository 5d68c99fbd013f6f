import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { isPromoOn, PAYMENT_METHODS, promoRuleValues } from '@paywise/domain/payments';
import { METHOD_LABELS } from '../payment/payment-method-labels';
import { ServiceIcon } from '../../../components/ui/service-icon';
import { usePaymentsConfig } from '../../../lib/payments-config';
import { useLingui } from '@lingui/react';
import { ShieldCheck } from 'lucide-react';
import { serviceText } from '../../../lib/i18n/catalogue';
import { useFormat } from '../../../lib/i18n/format';

/** The right-hand promo of a service page (replaced by the plans or the Payment Summary later in the flow). */
export function PromoBanner({ def }: { def: ServiceDefinition }) {
  // The offer as the server applies it (GET /api/payments/config), not as a banner's wording says it.
  const promo = usePaymentsConfig().data?.promo;
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <aside
      aria-labelledby="promo-title"
      className="theme-fixed relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 p-6 text-white shadow-lg sm:p-8"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -right-6 -bottom-20 size-44 rounded-full bg-white/5" />
      <div className="relative">
        {promo && isPromoOn(promo) ? (
          <p
            className="mb-6 inline-flex items-center gap-2 rounded-full bg-saffron-400 px-3 py-1 text-sm font-bold text-ink"
            data-testid="promo-offer"
          >
            {i18n._({
              id: 'services.promo.discountRule',
              message: 'Instant discount: {percent} % off, up to {max}',
              values: promoRuleValues(promo, format.locale),
            })}
          </p>
        ) : null}
        <div className="flex flex-col items-start gap-4 min-[400px]:flex-row">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15">
            <ServiceIcon name={def.slug} className="size-8" />
          </span>
          <div>
            <h2 id="promo-title" className="text-2xl leading-tight font-bold">
              {serviceText(i18n, def, 'banner.title')}
            </h2>
            <p className="mt-3 leading-relaxed text-brand-100">{serviceText(i18n, def, 'banner.text')}</p>
          </div>
        </div>
        <div className="mt-8">
          <p className="text-sm font-semibold text-brand-100">
            {i18n._({ id: 'services.promo.payYourWay', message: 'Pay your way' })}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {PAYMENT_METHODS.map((method) => (
              <li key={method} className="rounded-lg bg-white/15 px-3 py-1.5 text-sm font-semibold">
                {i18n._(METHOD_LABELS[method])}
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-6 flex items-center gap-2 text-sm text-brand-100">
          <ShieldCheck aria-hidden="true" className="size-5" />
          {i18n._({
            id: 'services.promo.secure',
            message: 'Secure payments, every order saved in your history',
          })}
        </p>
      </div>
    </aside>
  );
}
