import { expect, type APIRequestContext, type Page } from '@playwright/test';
import admin from './e2e-admin.json' with { type: 'json' };

export interface Credentials {
  username: string;
  email: string;
  password: string;
}

/** The ADMIN account e2e/serve.mjs creates with the create-admin CLI before the server starts. */
export const E2E_ADMIN: Credentials = admin;

/** Must match apps/web/src/lib/session-store.ts (SESSION_STORAGE_KEY and StoredSession). */
export const SESSION_STORAGE_KEY = 'paywise.session';

let counter = 0;

/** Registers a new customer through the API and returns its credentials. */
export async function createCustomer(
  request: APIRequestContext,
  overrides: Partial<Credentials> = {},
): Promise<Credentials> {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const credentials: Credentials = {
    username: `Customer ${id}`,
    email: `customer.${id}@example.com`,
    password: `secret passphrase ${id}`,
    ...overrides,
  };
  const response = await request.post('/api/auth/register', { data: credentials });
  if (response.status() !== 201) {
    throw new Error(`register ${credentials.email}: ${response.status()} ${await response.text()}`);
  }
  return credentials;
}

/**
 * Logs in through the API, stores the session exactly as the web app does, and reloads the page. Returns the
 * bearer token.
 */
export async function signIn(page: Page, creds: Pick<Credentials, 'email' | 'password'>): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: creds.email, password: creds.password },
  });
  if (response.status() !== 200) {
    throw new Error(`login ${creds.email}: ${response.status()} ${await response.text()}`);
  }
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  // localStorage belongs to the origin: open the app first if the page is still blank.
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify({ token, user }),
  ] as const);
  await page.reload();
  return token;
}

/** The bearer token of the session the web app stored in `page`, to ask the API what really happened. */
export async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
}

/** A signed-in account: its credentials and its bearer token. */
export type SignedIn = Credentials & { token: string };

/** Registers a new customer and signs them in on /recharge/mobile (where a customer starts). */
export async function signInNewCustomer(page: Page): Promise<SignedIn> {
  const creds = await createCustomer(page.request);
  await page.goto('/recharge/mobile');
  return { ...creds, token: await signIn(page, creds) };
}

/** Clears the stored session and reloads. */
export async function signOut(page: Page): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), SESSION_STORAGE_KEY);
  await page.reload();
}

/**
 * Verifies the customer's email through the API, with the code from the dev outbox (the e2e server has no
 * SMTP_URL). A customer whose email is not verified may place only 3 orders (UNVERIFIED_ORDER_LIMIT).
 */
export async function verifyEmail(
  request: APIRequestContext,
  creds: Pick<Credentials, 'email' | 'password'>,
): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: creds.email, password: creds.password },
  });
  if (login.status() !== 200)
    throw new Error(`login ${creds.email}: ${login.status()} ${await login.text()}`);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const sent = await request.post('/api/users/send-verification-email', { headers });
  if (sent.status() !== 200)
    throw new Error(`send code to ${creds.email}: ${sent.status()} ${await sent.text()}`);
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && !code; attempt++) {
    const mails = (await (await request.get('/api/dev/outbox')).json()) as Array<{
      to: string;
      text: string;
    }>;
    code = /verification code is (\d{6})/.exec(mails.find((m) => m.to === creds.email)?.text ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error(`no verification code for ${creds.email} in the dev outbox`);
  const verified = await request.post('/api/users/verify-email', { headers, data: { otp: code } });
  if (verified.status() !== 200)
    throw new Error(`verify ${creds.email}: ${verified.status()} ${await verified.text()}`);
}

/** The last email verification code sent to `email` (the dev outbox of the e2e server). */
export async function latestVerificationCode(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = (await (await request.get('/api/dev/outbox')).json()) as Array<{
      to: string;
      text: string;
    }>;
    const code = /verification code is (\d{6})/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification code for ${email} in the dev outbox`);
}

/** Must match apps/web/src/lib/login-modal-context.tsx (SIGNED_IN_HERE_KEY). */
export const SIGNED_IN_HERE_KEY = 'paywise.signedInHere';

/**
 * A visitor who has signed in on this browser before: the email panels open on 'Welcome Back' (a new visitor's
 * on 'Create Account'). Call before the first page.goto().
 */
export async function asReturningVisitor(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), SIGNED_IN_HERE_KEY);
}

/**
 * Opens the login modal from the header and taps "Use email and password instead": the modal opens on phone
 * sign-in (issue 28); the email login panel ('Welcome Back') is one tap away. Returns that dialog.
 */
export async function openEmailLogin(page: Page) {
  await page.getByRole('button', { name: 'Login / Register' }).click();
  return showEmailLogin(page);
}

/** In the open login modal (on phone sign-in), taps "Use email and password instead" (the email panels follow). */
export async function chooseEmailInstead(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Welcome Back' })
    .getByRole('button', { name: 'Use email and password instead' })
    .click();
}

/**
 * In the open login modal (on phone sign-in), taps "Use email and password instead" and returns the email login
 * dialog ('Welcome Back'). A visitor who never signed in on this browser lands on 'Create Account' (issue 23): its
 * Login button is tapped too.
 */
export async function showEmailLogin(page: Page) {
  await chooseEmailInstead(page);
  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  const register = page.getByRole('dialog', { name: 'Create Account' });
  await expect(login.or(register)).toBeVisible();
  if (await register.isVisible()) await register.getByRole('button', { name: 'Login', exact: true }).click();
  return login;
}
