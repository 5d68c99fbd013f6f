// @vitest-environment jsdom
// @vitest-environment-options {"url":"http://localhost/"}
import { order } from './payment/test-orders';
import { I18nProvider } from '@lingui/react';
import { PLANS } from '@paywise/domain/catalogue/plans';
import { SERVICES } from '@paywise/domain/catalogue/services';
import type { Plan, ServiceSlug } from '@paywise/domain/catalogue/types';
import type { BillDto, FetchBillBody } from '@paywise/domain/contracts/bills';
import type { PaymentsConfig } from '@paywise/domain/contracts/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { LoginModalProvider, useLoginModal } from '../../lib/login-modal-context';
import { SessionProvider } from '../../lib/session';
import { sessionStore, type SessionUser } from '../../lib/session-store';
import { VerifyEmailProvider } from '../../lib/verify-email-context';
import { loadBillCard } from './components/bill-card-lazy';
import { loadOperatorLists } from './operators';
import { loadPaymentSheet } from './payment/use-pay-order';
import { loadPaymentSummary, loadPlanBrowser } from './service-page-chunks';
import { ServicePage } from './routes/service-page';

/**
 * The service page as a customer uses it, below Chromium: the page's own components and hooks (use-service-page.ts)
 * in the app's providers (app/provider.tsx, app/language.tsx), the API faked with msw at the URLs the page calls
 * (api/*.ts, lib/payments-config.ts). Wide screen (the plans and the summary sit beside the form).
 */

const CONFIG: PaymentsConfig = {
  gateway: 'sandbox',
  sandbox: true,
  keyId: 'rzp_test_sandbox',
  promo: { percent: 0, maxDiscountPaise: 0 },
  amountLimits: { minRupees: 1, maxRupees: 100_000 },
};

/** Each operator's plans: other ids, as the server's operator sets have (operator-plans-data.ts). */
const AIRTEL_PLAN: Plan = { ...PLANS[0], id: 2001 };
const JIO_PLAN: Plan = { ...PLANS[1], id: 1001 };
const PLANS_OF: Record<string, Plan[]> = { Airtel: [AIRTEL_PLAN], Jio: [JIO_PLAN] };

const bill = (amount: number, ref: string): BillDto => ({
  billFetchRef: ref,
  customerName: 'Asha Rao',
  billNumber: `BN-${ref}`,
  billDate: '2026-01-01',
  dueDate: '2026-01-20',
  amount,
  partialPaymentAllowed: true,
  minimumAmount: 100,
});

/** What the fake API was asked, in order. */
let asked: string[] = [];
let billBodies: FetchBillBody[] = [];

const handlers = [
  http.get('/api/payments/config', () => HttpResponse.json(CONFIG)),
  http.get('/api/plans', ({ request }) => {
    const operator = new URL(request.url).searchParams.get('operator') ?? '';
    return HttpResponse.json(PLANS_OF[operator] ?? []);
  }),
  http.get('/api/plans/status', () => HttpResponse.json({ source: 'catalogue', updatedAt: null })),
  http.get('/api/mobile/lookup', () =>
    HttpResponse.json({ code: 'NOT_FOUND', message: 'Unknown number.' }, { status: 404 }),
  ),
  // The registry knows no billers here: the page's own catalogue list is searched.
  http.get('/api/billers', () => HttpResponse.json({ billers: [], complete: true })),
  http.get('/api/health', () => HttpResponse.json({ ok: true })),
  // Signed in: the customer's numbers (none yet).
  http.get('/api/me/recents', () => HttpResponse.json({ recents: [] })),
  http.get('/api/me/saved', () => HttpResponse.json({ saved: [] })),
  http.get('/api/users/me', () => HttpResponse.json({ user: USER })),
  // The payment sheet offers the last UPI ID (none yet).
  http.get('/api/me/upi', () => HttpResponse.json({ vpa: null, masked: null })),
];

const server = setupServer(...handlers);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no layout: a wide screen, no observers firing (the article below the form stays unloaded).
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  class NoObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  // jsdom's <dialog> has no showModal (the payment sheet is one): opened and closed by its attribute.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  vi.stubGlobal('ResizeObserver', NoObserver);
  vi.stubGlobal('IntersectionObserver', NoObserver);
  // The bill pages' operator lists (operators.ts), downloaded once as main.tsx does before the first render; and
  // the page's lazy chunks, compiled once here rather than inside the first test that opens each.
  await Promise.all([
    loadOperatorLists(),
    loadPaymentSummary(),
    loadPlanBrowser(),
    loadBillCard(),
    loadPaymentSheet(),
    import('./payment/pay-steps'),
    import('./components/promo-banner'),
    import('./components/biller-combobox'),
  ]);
});

beforeEach(() => {
  asked = [];
  billBodies = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${request.method} ${url.pathname}`);
  });
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.set(null);
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
});

afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

/** The login dialog the app's header draws (features/auth), as a stand-in reading the same context. */
function LoginDialogProbe() {
  const { isLoginOpen, loginMessage, completeLogin } = useLoginModal();
  if (!isLoginOpen) return null;
  return (
    <div role="dialog" aria-label="Login">
      <p>{loginMessage}</p>
      <button
        type="button"
        onClick={() => {
          sessionStore.set({ token: 'token-1', user: USER });
          completeLogin();
        }}
      >
        Sign in
      </button>
    </div>
  );
}

const USER: SessionUser = {
  id: 7,
  username: 'asha',
  email: 'asha@example.com',
  phoneNumber: null,
  isMobileVerified: false,
  smsUpdates: false,
  dateOfBirth: null,
  isEmailVerified: true,
  role: 'CUSTOMER',
  twoFactorEnabled: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** `<ServicePage slug>` at `path` (with its query), in the providers of app/provider.tsx. */
function renderPage(slug: ServiceSlug, path: string = SERVICES[slug].route) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  // No layout either: the pointer-events check (a computed style up the tree at every step) is skipped too.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <LoginModalProvider>
            <VerifyEmailProvider>
              <MemoryRouter initialEntries={[path]}>
                <Suspense fallback={<p>Loading the page</p>}>
                  <Routes>
                    <Route path={SERVICES[slug].route} element={<ServicePage slug={slug} />} />
                    <Route path="/orders/:id" element={<p>The order page</p>} />
                  </Routes>
                </Suspense>
              </MemoryRouter>
              <LoginDialogProbe />
            </VerifyEmailProvider>
          </LoginModalProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { user, view, queryClient };
}

const statusLine = () => screen.getByTestId('step-status');
/** A form control by its visible label, as a customer finds it. */
const field = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(label);
/**
 * A button by the words on it, among the buttons of `scope` (the page by default); one named by aria-label (a plan's
 * "Select plan of ₹199") is found by its label. Not getByRole: on this page a role query takes a few hundred
 * milliseconds in jsdom (every element's role is computed), a text or label query a few.
 */
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button' });
const findLabelled = (name: string) =>
  screen.findByLabelText(name, { selector: 'button' }, { timeout: 1500 });

/** The summary beside the form (its section, named by its heading), or null. */
const summary = () => screen.queryByText('Payment Summary', { selector: 'h2' })?.closest('section') ?? null;
const findSummary = async () =>
  (await screen.findByText('Payment Summary', { selector: 'h2' }, { timeout: 1500 })).closest('section')!;
/** The form's own alert under the fields (each field's message has an id, tying it to its field). */
const formAlert = () =>
  [...document.querySelectorAll<HTMLElement>('form [role="alert"]')].find((element) => !element.id) ?? null;

type User = ReturnType<typeof userEvent.setup>;

/** Mobile: a number, Airtel in Karnataka, and Airtel's plan chosen in the plans beside the form. */
async function choosePlan(user: User) {
  await user.click(await screen.findByLabelText('Mobile Number'));
  await user.paste('9876543210');
  await user.selectOptions(field<HTMLSelectElement>('Operator'), 'Airtel');
  await user.selectOptions(field<HTMLSelectElement>('Circle'), 'Karnataka');
  await user.click(button('Browse Plans'));
  await user.click(await findLabelled(`Select plan of ₹${AIRTEL_PLAN.price}`));
}

const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';

/** Electricity: the board searched for and chosen, and the consumer number typed. */
async function fillElectricity(user: User) {
  // The search replaces the native list once its code is here (service-form-fields.tsx).
  await user.click(await screen.findByPlaceholderText('Select Electricity Board (type to search)'));
  await user.keyboard('BESCOM');
  await user.click(await screen.findByText(BESCOM, { selector: '[role="option"]' }));
  await user.click(field('Consumer Number'));
  await user.paste('AC-1234');
}

describe('the service page as a customer uses it', () => {
  it('a plan chosen, then the operator changed: the summary goes and nothing stale is said', async () => {
    const { user } = renderPage('mobile');
    await choosePlan(user);
    const panel = await findSummary();
    expect(button(`Pay ₹${AIRTEL_PLAN.price}`, panel)).toBeTruthy();
    expect(statusLine().textContent).toBe(`Selected plan of ₹${AIRTEL_PLAN.price}. Proceeding to payment...`);

    await user.selectOptions(field<HTMLSelectElement>('Operator'), 'Jio');
    // The summary was Airtel's: it goes, and the status line says nothing of the plan chosen for Airtel.
    expect(summary()).toBeNull();
    expect(statusLine().textContent).toBe('');
    expect(screen.queryByText(/^Pay ₹/)).toBeNull();
    // As the reducer says for mobile (clearsOnOperatorChange: false): number, circle and amount stay.
    expect(field('Mobile Number').value).toBe('9876543210');
    expect(field<HTMLSelectElement>('Circle').value).toBe('Karnataka');
    expect(field('Amount').value).toBe(String(AIRTEL_PLAN.price));

    // Jio's plans: the one chosen now is Jio's, and so is the summary.
    await user.click(button('Browse Plans'));
    await user.click(await findLabelled(`Select plan of ₹${JIO_PLAN.price}`));
    const again = await findSummary();
    expect(within(again).getByText('Jio')).toBeTruthy();
    expect(button(`Pay ₹${JIO_PLAN.price}`, again)).toBeTruthy();
    expect(statusLine().textContent).toBe(`Selected plan of ₹${JIO_PLAN.price}. Proceeding to payment...`);
  });
  it('a bill fetched, an amount chosen, Edit, Fetch again: the bill is asked for again and the summary is new', async () => {
    const bills = [bill(1234, 'bf_1'), bill(1500, 'bf_2')];
    server.use(
      http.post('/api/bills/fetch', async ({ request }) => {
        billBodies.push((await request.json()) as FetchBillBody);
        return HttpResponse.json(bills[billBodies.length - 1]);
      }),
    );
    const { user } = renderPage('electricity');
    await fillElectricity(user);
    await user.click(button('Fetch Bill'));
    await waitFor(() => expect(field('Amount').value).toBe('1234'));
    expect(statusLine().textContent).toBe('Bill found! Amount due: ₹1,234');
    expect(billBodies).toEqual([{ type: 'ELECTRICITY', operator: BESCOM, accountNumber: 'AC-1234' }]);

    // A part payment of the bill.
    await user.clear(field('Amount'));
    await user.type(field('Amount'), '500');
    expect(statusLine().textContent).toBe('');
    await user.click(button('Proceed'));
    const first = await findSummary();
    expect(button('Pay ₹500', first)).toBeTruthy();

    await user.click(button('Edit Details', first));
    expect(summary()).toBeNull();
    expect(field('Amount').value).toBe('500');

    await user.click(button('Fetch Bill'));
    // Asked again: the amount is the bill's as it is now.
    await waitFor(() => expect(field('Amount').value).toBe('1500'));
    expect(billBodies).toHaveLength(2);
    expect(statusLine().textContent).toBe('Bill found! Amount due: ₹1,500');
    expect(summary()).toBeNull();

    await user.click(button('Proceed'));
    const second = await findSummary();
    expect(button('Pay ₹1,500', second)).toBeTruthy();
    expect(within(second).getByTestId('summary-bill').textContent).toContain('BN-bf_2');
    expect(statusLine().textContent).toBe('Proceeding to payment summary...');
  });

  it('a "Recharge again" link whose plan is gone: the note says so, and the form is filled', async () => {
    renderPage(
      'mobile',
      '/recharge/mobile?number=9876543210&operator=Airtel&circle=Karnataka&amount=249&plan=2999',
    );
    expect(await screen.findByTestId('plan-gone', {}, { timeout: 1500 })).toHaveProperty(
      'textContent',
      'The plan you bought last time is no longer offered. Choose a plan.',
    );
    expect(field('Mobile Number').value).toBe('9876543210');
    expect(field<HTMLSelectElement>('Operator').value).toBe('Airtel');
    expect(field<HTMLSelectElement>('Circle').value).toBe('Karnataka');
    expect(field('Amount').value).toBe('249');
    expect(summary()).toBeNull();
    expect(asked).toContain('GET /api/plans');
  });

  it('Pay signed out opens the login dialog; signed in, Pay goes on: one order, its payment sheet over the summary', async () => {
    server.use(
      http.post('/api/orders', () =>
        HttpResponse.json(order({ id: 31, amount: AIRTEL_PLAN.price }), {
          status: 201,
        }),
      ),
    );
    const { user } = renderPage('mobile');
    await choosePlan(user);
    const panel = await findSummary();
    // Pay waits for the discount rule (GET /api/payments/config).
    await waitFor(() => expect(button(`Pay ₹${AIRTEL_PLAN.price}`, panel)).toHaveProperty('disabled', false));
    await user.click(button(`Pay ₹${AIRTEL_PLAN.price}`, panel));

    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByText('Please login to continue.')).toBeTruthy();
    expect(asked).not.toContain('POST /api/orders');

    await user.click(within(dialog).getByText('Sign in'));
    // Issue 39: no second Pay; the sheet (where the amount is confirmed) opens over the same summary.
    await screen.findByTestId('payment-sheet');
    expect(summary()).not.toBeNull();
    expect(asked.filter((request) => request === 'POST /api/orders')).toHaveLength(1);
  });

  it('offline during Proceed: the failed fetch is said, nothing hangs, and Proceed works again', async () => {
    // The first fetch meets no network; the next one is answered.
    server.use(
      http.post('/api/bills/fetch', () => HttpResponse.error(), { once: true }),
      http.post('/api/bills/fetch', () => HttpResponse.json(bill(1234, 'bf_1'))),
    );
    const { user } = renderPage('electricity');
    await fillElectricity(user);
    // Amount left empty ('Auto'): Proceed fetches the bill first.
    await user.click(button('Proceed'));
    await waitFor(() =>
      expect(formAlert()?.textContent).toBe('Could not fetch your bill. Please try again.'),
    );
    expect(statusLine().textContent).toBe('');
    expect(button('Proceed')).toHaveProperty('disabled', false);
    expect(button('Proceed').getAttribute('aria-busy')).toBeNull();
    expect(summary()).toBeNull();

    await user.click(button('Proceed'));
    const panel = await findSummary();
    expect(within(panel).getByText('(Auto, from your bill)')).toBeTruthy();
    expect(formAlert()?.textContent).toBe('');
    expect(statusLine().textContent).toBe('Bill found! Amount due: ₹1,234. Proceeding to payment summary...');
    expect(asked.filter((request) => request === 'POST /api/bills/fetch')).toHaveLength(2);
  });
});
