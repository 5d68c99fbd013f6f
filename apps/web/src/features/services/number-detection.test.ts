import { SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { MobileLookupDto } from '@paywise/domain/contracts/numbers';
import { describe, expect, it } from 'vitest';
import {
  initialServiceFormState,
  serviceFormReducer,
  type ServiceFormAction,
  type ServiceFormState,
} from './service-form-state';

const run = (def: ServiceDefinition, actions: ServiceFormAction[], from = initialServiceFormState()) =>
  actions.reduce((state: ServiceFormState, action) => serviceFormReducer(def, state, action), from);

const NUMBER = '9845012345';
const JIO_KARNATAKA: MobileLookupDto = { operator: 'Jio', circle: 'Karnataka', source: 'series' };
const detected = (answer: MobileLookupDto = JIO_KARNATAKA, number = NUMBER): ServiceFormAction => ({
  type: 'detected',
  number,
  answer,
});

describe.each([['mobile'], ['datacard']] as const)('number detection on the %s form', (slug) => {
  const def = SERVICES[slug];

  it('fills operator and circle for the number typed and says what it filled', () => {
    const state = run(def, [{ type: 'identifier', value: NUMBER }, detected()]);
    expect(state.values).toMatchObject({ identifier: NUMBER, operator: 'Jio', circle: 'Karnataka' });
    expect(state.detection).toEqual({ operator: 'Jio', circle: 'Karnataka', source: 'series' });
  });

  it('keeps the summary on screen when the lookup answers again (after a login from Pay), even otherwise', () => {
    const summary = run(def, [
      { type: 'identifier', value: NUMBER },
      detected(),
      { type: 'amount', value: '299' },
      { type: 'showSummary', idempotencyKey: 'key-1' },
    ]);
    expect(run(def, [detected()], summary)).toBe(summary);
    const fromHistory = run(
      def,
      [detected({ operator: 'Airtel', circle: 'Kerala', source: 'history' })],
      summary,
    );
    expect(fromHistory).toBe(summary);
  });

  it('changes nothing on the same answer again, while the plans are open too', () => {
    const plans = run(def, [{ type: 'identifier', value: NUMBER }, detected(), { type: 'openPlans' }]);
    expect(run(def, [detected()], plans)).toBe(plans);
  });

  it('ignores an answer for a number no longer typed', () => {
    const state = run(def, [{ type: 'identifier', value: '9845012346' }, detected()]);
    expect(state.values).toMatchObject({ operator: '', circle: '' });
    expect(state.detection).toBeNull();
  });

  it('never overwrites what the customer picked by hand for the number, before or after it was complete', () => {
    const pickedWhileTyping = run(def, [
      { type: 'identifier', value: '98450' },
      { type: 'operator', value: 'BSNL' },
      { type: 'identifier', value: NUMBER },
      detected(),
    ]);
    expect(pickedWhileTyping.values).toMatchObject({ operator: 'BSNL', circle: 'Karnataka' });
    expect(pickedWhileTyping.detection).toEqual({ operator: null, circle: 'Karnataka', source: 'series' });

    // The answer arriving after the customer chose both: nothing to fill, nothing to say.
    const pickedBoth = run(def, [
      { type: 'identifier', value: NUMBER },
      { type: 'operator', value: 'Vi' },
      { type: 'circle', value: 'Mumbai' },
      detected(),
    ]);
    expect(pickedBoth.values).toMatchObject({ operator: 'Vi', circle: 'Mumbai' });
    expect(pickedBoth.detection).toBeNull();
  });

  it('a pick by hand after the detection ends it; another number is detected afresh', () => {
    const changed = run(def, [
      { type: 'identifier', value: NUMBER },
      detected(),
      { type: 'operator', value: 'Vi' },
    ]);
    expect(changed.values).toMatchObject({ operator: 'Vi', circle: 'Karnataka' });
    expect(changed.detection).toBeNull();

    const next = run(
      def,
      [
        { type: 'identifier', value: '982001234' },
        { type: 'identifier', value: '9820012345' },
        detected({ operator: 'Airtel', circle: 'Mumbai', source: 'history' }, '9820012345'),
      ],
      changed,
    );
    expect(next.values).toMatchObject({ operator: 'Airtel', circle: 'Mumbai' });
    expect(next.detection).toEqual({ operator: 'Airtel', circle: 'Mumbai', source: 'history' });
  });

  it('fills the operator alone when the answer has no circle, and clears the mark of a field it filled', () => {
    const state = run(def, [
      { type: 'identifier', value: NUMBER },
      { type: 'invalid', field: 'operator' },
      detected({ operator: 'Jio', circle: null, source: 'series' }),
    ]);
    expect(state.values).toMatchObject({ operator: 'Jio', circle: '' });
    expect(state.invalidField).toBeNull();
    expect(state.detection).toEqual({ operator: 'Jio', circle: null, source: 'series' });
  });

  it('ignores names the catalogue does not list', () => {
    const state = run(def, [
      { type: 'identifier', value: NUMBER },
      detected({ operator: 'Aircel', circle: 'Atlantis', source: 'series' }),
    ]);
    expect(state.values).toMatchObject({ operator: '', circle: '' });
    expect(state.detection).toBeNull();
  });
});

it('does nothing on a page without a mobile number', () => {
  const def = SERVICES.dth;
  const state = run(def, [{ type: 'identifier', value: NUMBER }, detected()]);
  expect(state.values.operator).toBe('');
  expect(state.detection).toBeNull();
});
