import type { Plan } from '@paywise/domain/catalogue/types';
import type { useMyNumbers } from '../api/get-my-numbers';
import type { ServiceFormState } from '../service-form-state';
import { PlanBrowser } from './plan-browser';

/**
 * The plans beside the form (Browse Plans), for the form's number, operator and circle. Its code comes with the
 * plan browser's (loadPlanBrowser), not with the first page.
 */
export function PlansPanel({
  state,
  recents,
  onChoose,
  onClose,
}: {
  state: ServiceFormState;
  recents: ReturnType<typeof useMyNumbers>['recents'];
  onChoose(plan: Plan): void;
  onClose(): void;
}) {
  const { values } = state;
  return (
    <PlanBrowser
      operator={values.operator}
      circle={values.circle}
      context={[values.identifier, values.operator, values.circle].filter(Boolean).join(' · ')}
      selectedPlanId={state.selectedPlanId}
      lastAmount={recents.find((recent) => recent.identifier === values.identifier)?.lastAmount ?? null}
      onChoose={onChoose}
      onClose={onClose}
    />
  );
}
