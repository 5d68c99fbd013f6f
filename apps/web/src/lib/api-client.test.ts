import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage, hasErrorCode } from './api-client';
import { i18n } from './i18n/i18n';
import { sessionStore, type SessionUser } from './session-store';

const USER: SessionUser = {
  id: 3,
  username: 'Ravi',
  email: 'ravi@example.com',
  phoneNumber: null,
  isMobileVerified: false,
  smsUpdates: true,
  dateOfBirth: null,
  isEmailVerified: true,
  role: 'CUSTOMER',
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00Z',
};

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.set(null);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends JSON under /api with the bearer token of the session', async () => {
    sessionStore.set({ token: 'abc', user: USER });
    fetchMock.mockResolvedValue(json(201, { id: 9 }));
    await expect(
      api.post('/orders', { amount: 10 }, { headers: { 'Idempotency-Key': 'k' } }),
    ).resolves.toEqual({ id: 9 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/orders');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"amount":10}',
      headers: { authorization: 'Bearer abc', 'content-type': 'application/json', 'Idempotency-Key': 'k' },
    });
  });

  it('sends no authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await api.get('/plans');
    expect(fetchMock.mock.calls[0][1]?.headers).not.toHaveProperty('authorization');
  });

  it("turns a non-2xx answer into an ApiError carrying the server's message", async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'No bill is due for this account.' }));
    const error = await api.post('/bills/fetch', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'No bill is due for this account.' });
    expect(errorMessage(error, 'fallback')).toBe('No bill is due for this account.');
  });

  it('carries the stable code and the field codes; an unknown code matches nothing', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        message: 'email: Please enter a valid email address.',
        code: 'VALIDATION',
        fields: { email: 'Please enter a valid email address.' },
        fieldCodes: { email: 'INVALID_FORMAT' },
      }),
    );
    const error = await api.post('/auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', fieldCodes: { email: 'INVALID_FORMAT' } });
    expect(hasErrorCode(error, 'VALIDATION')).toBe(true);
    expect(hasErrorCode(error, 'BILL_FETCH_EXPIRED', 'BILL_ALREADY_PAID')).toBe(false);
    fetchMock.mockResolvedValueOnce(json(409, { message: 'Something new.', code: 'FROM_THE_FUTURE' }));
    const unknown = await api.post('/orders', {}).catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ status: 409, message: 'Something new.' });
    expect(hasErrorCode(unknown, 'BILL_FETCH_EXPIRED', 'BILL_ALREADY_PAID', 'VALIDATION')).toBe(false);
  });

  it("reads Retry-After into retryAfterSeconds (a code asked for too soon), not the message's text", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          message: 'Please wait 23 seconds before requesting a new OTP.',
          code: 'CODE_RESEND_TOO_SOON',
        }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '23' } },
      ),
    );
    const error = await api.post('/users/me/email/otp', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, code: 'CODE_RESEND_TOO_SOON', retryAfterSeconds: 23 });
  });

  it('keeps the session on a 401 that is not about it (a wrong password at login)', async () => {
    sessionStore.set({ token: 'fine', user: USER });
    fetchMock.mockResolvedValue(json(401, { message: 'Invalid email or password.', code: 'INVALID_LOGIN' }));
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 401, code: 'INVALID_LOGIN' });
    expect(sessionStore.get()?.token).toBe('fine');
  });

  it("shows a known code's text in the chosen language, the server's message in English and for unknown codes", async () => {
    const body = { message: 'Too many attempts. Try again in 30 seconds.', code: 'RATE_LIMITED' };
    fetchMock.mockResolvedValue(json(429, body));
    const error = await api.post('/auth/login', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(errorMessage(error, 'fallback')).toBe(body.message);
    i18n.load('ta', { 'error.RATE_LIMITED': 'பல முயற்சிகள். சிறிது நேரம் கழித்து மீண்டும் முயலவும்.' });
    i18n.activate('ta');
    try {
      expect(errorMessage(error, 'fallback')).toBe('பல முயற்சிகள். சிறிது நேரம் கழித்து மீண்டும் முயலவும்.');
      const unknown = new ApiError(409, 'Something else.', { code: 'NOT_IN_THE_CATALOGUE' as never });
      expect(errorMessage(unknown, 'fallback')).toBe('Something else.');
    } finally {
      i18n.activate('en');
    }
  });

  it('falls back to the screen text when the server sent no message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await api.get('/companies').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502 });
    expect(errorMessage(error, 'Failed to fetch company details.')).toBe('Failed to fetch company details.');
    expect(errorMessage(new TypeError('network'), 'Failed to fetch operators.')).toBe(
      'Failed to fetch operators.',
    );
  });

  it('ends the session on a 401', async () => {
    sessionStore.set({ token: 'expired', user: USER });
    fetchMock.mockResolvedValue(
      json(401, { message: 'Your session has expired. Please login again.', code: 'SESSION_EXPIRED' }),
    );
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
  });

  it('asks a public read again without the refused token, so a stale session does not break the page', async () => {
    sessionStore.set({ token: 'expired', user: USER });
    fetchMock
      .mockResolvedValueOnce(
        json(401, { message: 'Your session has expired. Please login again.', code: 'SESSION_EXPIRED' }),
      )
      .mockResolvedValueOnce(json(200, { name: 'QuickPay' }));
    await expect(api.get('/companies')).resolves.toEqual({ name: 'QuickPay' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][1]?.headers).not.toHaveProperty('authorization');
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps the first 401 when a customer-only read is refused again without the token; never retries a write', async () => {
    sessionStore.set({ token: 'expired', user: USER });
    fetchMock
      .mockResolvedValueOnce(
        json(401, { message: 'Your session has expired. Please login again.', code: 'SESSION_EXPIRED' }),
      )
      .mockResolvedValueOnce(json(401, { message: 'Please login to continue.', code: 'UNAUTHENTICATED' }));
    await expect(api.get('/orders')).rejects.toMatchObject({
      status: 401,
      message: 'Your session has expired. Please login again.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    sessionStore.set({ token: 'expired', user: USER });
    fetchMock.mockResolvedValue(
      json(401, { message: 'Your session has expired. Please login again.', code: 'SESSION_EXPIRED' }),
    );
    await expect(api.post('/orders', { amount: 10 })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on other errors', async () => {
    sessionStore.set({ token: 'fine', user: USER });
    fetchMock.mockResolvedValue(
      json(403, { message: 'You do not have permission to do this.', code: 'FORBIDDEN' }),
    );
    await expect(api.get('/users')).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.get()?.token).toBe('fine');
  });
});
