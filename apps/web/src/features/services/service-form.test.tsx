import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { SERVICES } from '@paywise/domain/catalogue/services';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRef, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { loadOperatorLists } from './operators';
import { i18nIn } from '../../lib/i18n/test-catalogues';
import { SessionProvider } from '../../lib/session';
import { ServiceForm } from './components/service-form';
import { initialServiceFormState, serviceFormReducer, type ServiceFormAction } from './service-form-state';

const LIMITS = { minRupees: 1, maxRupees: 100_000 };
const noop = () => undefined;

function stateOf(def: ServiceDefinition, actions: ServiceFormAction[]) {
  return actions.reduce((state, action) => serviceFormReducer(def, state, action), initialServiceFormState());
}

/** `options`: props to set on the form, and the language (`lingui`, English by default). */
function render(
  def: ServiceDefinition,
  actions: ServiceFormAction[],
  { lingui = i18n, ...extra }: Partial<ComponentProps<typeof ServiceForm>> & { lingui?: I18n } = {},
) {
  return renderToStaticMarkup(
    <I18nProvider i18n={lingui}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <MemoryRouter>
            <ServiceForm
              def={def}
              state={stateOf(def, actions)}
              operatorRef={createRef()}
              circleRef={createRef()}
              identifierRef={createRef()}
              amountRef={createRef()}
              submitRef={createRef()}
              onChange={noop}
              onBrowsePlans={noop}
              onFetchBill={noop}
              onSubmit={noop}
              amountLimits={LIMITS}
              {...extra}
            />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The input named `name` as rendered (its opening tag). */
const inputTag = (html: string, name: string) =>
  html.match(new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];

describe('a failed check is said under its own field (issue 39: errors were drawn at the bottom of the form)', () => {
  const mobile = SERVICES.mobile;
  const invalidNumber: ServiceFormAction[] = [
    { type: 'identifier', value: '98450' },
    { type: 'invalid', field: 'identifier', message: 'Please enter a valid Mobile Number' },
  ];

  it('the message follows the number box, tied to it by aria-describedby, the box marked invalid', () => {
    const html = render(mobile, invalidNumber);
    const input = inputTag(html, 'identifier');
    expect(attr(input, 'aria-invalid')).toBe('true');
    const errorId = attr(input, 'aria-describedby')!;
    expect(errorId).toBeTruthy();
    const error = html.match(new RegExp(`<p id="${errorId}"[^>]*>([^<]*)</p>`));
    expect(error?.[1]).toBe('Please enter a valid Mobile Number');
    expect(error?.[0]).toContain('role="alert"');
    // Under the number, before the operator field (not at the bottom with Proceed).
    expect(html.indexOf(error![0])).toBeLessThan(html.indexOf('name="operator"'));
    // The form's own alert (for a failed fetch) says nothing of it.
    expect(html).toMatch(/<p role="alert" class="[^"]*"><\/p>/);
  });

  it('the operator and circle checks are said under the operator and circle', () => {
    const operatorHtml = render(mobile, [
      { type: 'invalid', field: 'operator', message: 'Please select an Operator' },
    ]);
    const operator = inputTag(operatorHtml, 'operator');
    expect(attr(operator, 'aria-invalid')).toBe('true');
    expect(operatorHtml).toContain(`<p id="${attr(operator, 'aria-describedby')}" role="alert"`);
    expect(operatorHtml.indexOf('Please select an Operator')).toBeLessThan(
      operatorHtml.indexOf('name="circle"'),
    );

    const circleHtml = render(mobile, [
      { type: 'invalid', field: 'circle', message: 'Please select a Circle' },
    ]);
    const circle = inputTag(circleHtml, 'circle');
    expect(circleHtml).toContain(`<p id="${attr(circle, 'aria-describedby')}" role="alert"`);
    expect(circleHtml).toContain('Please select a Circle');
  });

  it('edited, the field is no longer marked and its message is gone', () => {
    const html = render(mobile, [...invalidNumber, { type: 'identifier', value: '984501' }]);
    expect(attr(inputTag(html, 'identifier'), 'aria-invalid')).toBeUndefined();
    expect(html).not.toContain('Please enter a valid Mobile Number');
  });

  it('the amount check of a typed page is said under the amount', () => {
    const dth = SERVICES.dth;
    const html = render(dth, [
      { type: 'operator', value: OPERATORS[dth.operatorList][0].name },
      { type: 'identifier', value: '1234567890' },
      { type: 'amount', value: '200000' },
      { type: 'invalid', field: 'amount', message: 'Amount must be at most ₹1,00,000.' },
    ]);
    const amount = inputTag(html, 'amount');
    expect(attr(amount, 'aria-invalid')).toBe('true');
    const [errorId] = attr(amount, 'aria-describedby')!.split(' ');
    expect(html).toContain(
      `<p id="${errorId}" role="alert" class="text-sm font-medium text-red-700">Amount must be at most ₹1,00,000.</p>`,
    );
  });
});

describe('identifier fields have a clear (×) button with a name (issue 39)', () => {
  // The bill pages' lists come in a chunk of their own (operators.ts).
  beforeAll(() => loadOperatorLists());

  it('the mobile number, once it holds a number', () => {
    expect(render(SERVICES.mobile, [])).not.toContain('aria-label="Clear Mobile Number"');
    const html = render(SERVICES.mobile, [{ type: 'identifier', value: '9900112233' }]);
    expect(html).toMatch(/<button type="button" tabindex="-1" aria-label="Clear Mobile Number"/);
  });

  it.each([
    ['electricity', '1234567890'],
    ['landline', '08012345678'],
    ['dth', '1234567890'],
    ['fastag', 'KL01AB1234'],
    ['postpaid', '9900112233'],
  ] as const)('%s: the account field', (slug, value) => {
    const def = SERVICES[slug];
    const html = render(def, [
      { type: 'operator', value: OPERATORS[def.operatorList][0].name },
      { type: 'identifier', value },
    ]);
    expect(html).toMatch(/<button type="button" tabindex="-1" aria-label="Clear [^"]+"/);
  });
});

describe('typing into a full number never drops a digit unsaid (issue 39)', () => {
  it('an 11th digit is kept and said at once under the field (no maxLength, never cut: decision 0039)', () => {
    const html = render(SERVICES.mobile, [{ type: 'identifier', value: '98765432101' }]);
    const input = inputTag(html, 'identifier');
    expect(attr(input, 'value')).toBe('98765432101');
    expect(input).not.toContain('maxLength');
    expect(attr(input, 'aria-invalid')).toBe('true');
    expect(html).toContain(
      `<p id="${attr(input, 'aria-describedby')}" role="alert" class="text-sm font-medium text-red-700">A mobile number has 10 digits.</p>`,
    );
    expect(render(SERVICES.mobile, [{ type: 'identifier', value: '9876543210' }])).not.toContain(
      'A mobile number has 10 digits.',
    );
  });
});

describe('an unpaid draft is offered, not imposed (issue 39: an old number came back)', () => {
  const draft = {
    values: { identifier: '9900112233', operator: '', circle: '', amount: '' },
    bill: null,
    selectedPlanId: null,
    pickedByHand: { operator: false, circle: false },
    step: 'form' as const,
    idempotencyKey: null,
    savedAt: Date.now(),
  };

  it('asks "Continue with 9900112233?" with Continue and Start afresh over an empty form', () => {
    const html = render(SERVICES.mobile, [], { draftOffer: { draft, onContinue: noop, onDismiss: noop } });
    expect(html).toContain('Continue with 9900112233?');
    expect(html).toMatch(/<button[^>]*>Continue<\/button>/);
    expect(html).toMatch(/<button[^>]*>Start afresh<\/button>/);
    // Nothing is filled in until the customer says so.
    expect(attr(inputTag(html, 'identifier'), 'value')).toBe('');
  });
});

describe('the most an order may be is said under the amount before the summary (issue 39)', () => {
  let hindi: I18n;
  let tamil: I18n;
  beforeAll(async () => {
    hindi = await i18nIn('hi');
    tamil = await i18nIn('ta');
  });
  const dth = SERVICES.dth;
  const filled: ServiceFormAction[] = [{ type: 'operator', value: OPERATORS[dth.operatorList][0].name }];

  it('English: "Amount from ₹1 to ₹1,00,000", tied to the box', () => {
    const html = render(dth, filled);
    const describedBy = attr(inputTag(html, 'amount'), 'aria-describedby')!;
    expect(html).toContain(
      `<p id="${describedBy}" class="text-sm text-muted">Amount from ₹1 to ₹1,00,000</p>`,
    );
  });

  it('the configured limit, whatever it is (the server’s, GET /api/payments/config)', () => {
    expect(render(dth, filled, { amountLimits: { minRupees: 10, maxRupees: 25_000 } })).toContain(
      'Amount from ₹10 to ₹25,000',
    );
  });

  it('in Hindi and Tamil, with the limit', () => {
    expect(render(dth, filled, { lingui: hindi })).toContain('₹1,00,000');
    expect(render(dth, filled, { lingui: hindi })).not.toContain('Amount from');
    expect(render(dth, filled, { lingui: tamil })).toContain('₹1,00,000');
    expect(render(dth, filled, { lingui: tamil })).not.toContain('Amount from');
  });

  it('not on a plan price (read-only), nor before the limit is known', () => {
    expect(render(SERVICES.mobile, [])).not.toContain('Amount from');
    expect(render(dth, filled, { amountLimits: null })).not.toContain('Amount from');
  });
});
