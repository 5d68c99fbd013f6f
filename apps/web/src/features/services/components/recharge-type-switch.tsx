import { identifierHref } from '@paywise/domain/catalogue/repeat-link';
import { SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { RECHARGE_TYPE_PAGES, RECHARGE_TYPES, rechargeTypeOf, type RechargeType } from '../recharge-type';

/** Prepaid and Postpaid are two pages: the switch opens the other one, with a complete number carried along. */
export function RechargeTypeSwitch({ def, identifier }: { def: ServiceDefinition; identifier: string }) {
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
  const rechargeType = rechargeTypeOf(def);
  const switchRechargeType = (type: RechargeType) => {
    const target = SERVICES[RECHARGE_TYPE_PAGES[type]];
    if (target.slug !== def.slug) {
      navigate(identifierHref(target, identifier), { state: { focus: 'rechargeType' } });
    }
  };
  // The page opened by the switch gives it the focus back, so arrow keys go on moving between the two.
  const opensOnSwitch = (location.state as { focus?: string } | null)?.focus === 'rechargeType';
  useEffect(() => {
    if (opensOnSwitch) rechargeTypeRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [opensOnSwitch]);

  return (
    <div ref={rechargeTypeRef}>
      <SegmentedControl<RechargeType>
        label={i18n._({ id: 'services.form.rechargeType', message: 'Recharge type' })}
        options={rechargeTypeOptions}
        value={rechargeType}
        onChange={switchRechargeType}
      />
    </div>
  );
}
