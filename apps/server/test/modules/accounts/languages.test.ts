import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, users } from '../../../src/db/schema';
import { placePaidOrder } from '../../helpers/pay';
import { receiptText } from '../../helpers/receipt';
import { buildTestAppWithSmtp, decodeMail, type SmtpServer } from '../../helpers/smtp';
import { createUser, createVerifiedUser, injectAs, uniqueEmail, type TestApp } from '../../helpers/test-app';

/**
 * Issue 29, server side: the language saved on the account, and the mails, SMS and receipts written in it
 * (docs/decisions/0027). Real SMTP server, the SMS dev outbox (the sandbox), real PDF text.
 */

let smtp: SmtpServer;
let t: TestApp;
let close: () => Promise<void>;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  ({ smtp, t, close } = await buildTestAppWithSmtp(
    { LOG_LEVEL: 'trace', PROMO_PERCENT: '0' },
    { jobs: false, logStream },
  ));
});
afterAll(() => close());

const preferences = (user: { token: string } | null, payload: unknown) =>
  injectAs(t.app, user, { method: 'PUT', url: '/api/users/me/preferences', payload: payload as object });

let counter = 0;
const freshMobile = () =>
  `96${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;

describe('PUT /api/users/me/preferences and the saved language', () => {
  it('is null until chosen, then saved, in /users/me, the login answer and the data export', async () => {
    const email = uniqueEmail('lang');
    const password = 'a long enough secret';
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Meena', email, password },
    });
    expect(reg.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.json().user.language).toBeNull();
    const user = { token: login.json().token as string };
    expect((await injectAs(t.app, user, { method: 'GET', url: '/api/users/me' })).json().language).toBeNull();

    const saved = await preferences(user, { language: 'hi' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'hi' });
    expect((await injectAs(t.app, user, { method: 'GET', url: '/api/users/me' })).json().language).toBe('hi');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(again.json().user.language).toBe('hi');

    expect((await preferences(user, { language: 'ta' })).json()).toEqual({ language: 'ta' });
    const exported = await injectAs(t.app, user, { method: 'GET', url: '/api/users/me/export' });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().profile.language).toBe('ta');

    expect((await preferences(user, { language: 'en' })).json()).toEqual({ language: 'en' });
    expect((await injectAs(t.app, user, { method: 'GET', url: '/api/users/me' })).json().language).toBe('en');
  });

  it('answers 400 with a clear message for anything but en, hi or ta, and 401 signed out', async () => {
    const user = await createUser(t.app);
    for (const payload of [
      { language: 'fr' },
      { language: 'HI' },
      { language: null },
      { language: 7 },
      {},
      { language: 'hi', theme: 'dark' },
    ]) {
      const res = await preferences(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^language: must be one of en, hi, ta$|theme/);
    }
    // toMatchObject: the error codes of issue 29 (another change) add fields to every error answer.
    expect((await preferences(user, { language: 'fr' })).json()).toMatchObject({
      message: 'language: must be one of en, hi, ta',
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.language).toBeNull();

    const visitor = await preferences(null, { language: 'hi' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('mails in the saved language, through a real SMTP server', () => {
  it('the verification code in Hindi (and the code works); never in the log', async () => {
    const user = await createUser(t.app, { language: 'hi' });
    const before = smtp.received.length;
    const sent = await injectAs(t.app, user, { method: 'POST', url: '/api/users/send-verification-email' });
    expect(sent.statusCode).toBe(200);
    const mail = decodeMail(await smtp.waitForMail(user.email, before));
    expect(mail.subject).toBe('आपका PayWise ईमेल सत्यापन कोड');
    const code = /सत्यापन कोड (\d{6}) है।/.exec(mail.text)?.[1];
    expect(code, mail.text).toBeDefined();
    expect(mail.text).toBe(
      `आपका PayWise सत्यापन कोड ${code} है।\n\n` +
        'यह 10 मिनट तक मान्य है। अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर सकते हैं।',
    );
    const verified = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(logLines.join('')).not.toContain(code!);
  });

  it('the password reset code in Tamil, the account deletion code in Hindi', async () => {
    const tamil = await createUser(t.app, { language: 'ta' });
    const before = smtp.received.length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: tamil.email },
    });
    expect(asked.statusCode).toBe(200);
    const reset = decodeMail(await smtp.waitForMail(tamil.email, before));
    expect(reset.subject).toBe('உங்கள் PayWise கடவுச்சொல் மீட்டமைப்புக் குறியீடு');
    expect(reset.text).toMatch(/^உங்கள் PayWise கடவுச்சொல் மீட்டமைப்புக் குறியீடு \d{6}\.\n\nஇது 10 நிமிடங்களுக்குச்/);

    const hindi = await createVerifiedUser(t.app, { language: 'hi' });
    const mark = smtp.received.length;
    const code = await injectAs(t.app, hindi, { method: 'POST', url: '/api/users/me/deletion-code' });
    expect(code.statusCode).toBe(200);
    const deletion = decodeMail(await smtp.waitForMail(hindi.email, mark));
    expect(deletion.subject).toBe('आपका PayWise खाता हटाने का कोड');
    expect(deletion.text).toMatch(/^आपका PayWise खाता हटाने का कोड \d{6} है।/);
  });

  it('the deletion confirmation in Hindi; the erasure forgets the language', async () => {
    const user = await createVerifiedUser(t.app, { language: 'hi' });
    const before = smtp.received.length;
    const deleted = await injectAs(t.app, user, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    const mail = decodeMail(await smtp.waitForMail(user.email, before));
    expect(mail.subject).toBe('आपका PayWise खाता हटा दिया गया है');
    expect(mail.text).toMatch(/^आपके कहे अनुसार आपका PayWise खाता हटा दिया गया है।/);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.language).toBeNull();
  });

  it('English when none was chosen, word for word as before', async () => {
    const user = await createUser(t.app);
    const before = smtp.received.length;
    await injectAs(t.app, user, { method: 'POST', url: '/api/users/send-verification-email' });
    const mail = decodeMail(await smtp.waitForMail(user.email, before));
    expect(mail.subject).toBe('Your PayWise email verification code');
    expect(mail.text).toMatch(
      /^Your PayWise verification code is \d{6}\.\n\nIt is valid for 10 minutes\. If you did not ask for it, you can ignore this email\.$/,
    );
  });
});

describe('SMS in the saved language, through the SMS sandbox (dev outbox)', () => {
  const outboxTo = (mobile: string) =>
    t.app.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, `+91${mobile}`));

  it('the sign-in code in Tamil to a number whose account chose Tamil; English to an unknown number', async () => {
    const mobile = freshMobile();
    await createUser(t.app, { phoneNumber: mobile, mobileVerifiedAt: new Date(), language: 'ta' });
    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile } });
    expect(sent.statusCode).toBe(200);
    const [sms] = await outboxTo(mobile);
    const code = /^(\d{6}) என்பது/.exec(sms.text)?.[1];
    expect(sms.text).toBe(
      `${code} என்பது உங்கள் PayWise குறியீடு. இது 5 நிமிடங்களுக்குச் செல்லுபடியாகும். இதை யாரிடமும் பகிர வேண்டாம்.` +
        `\n\n@${new URL('http://' + sms.text.split('@')[1].split(' ')[0]).host} #${code}`,
    );
    expect(logLines.join('')).not.toContain(code!);

    const stranger = freshMobile();
    await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile: stranger } });
    const [english] = await outboxTo(stranger);
    expect(english.text).toMatch(/^\d{6} is your PayWise code\. It is valid for 5 minutes\./);
  });

  it('the order completed SMS in Tamil', async () => {
    const mobile = freshMobile();
    const customer = await createVerifiedUser(t.app, {
      phoneNumber: mobile,
      mobileVerifiedAt: new Date(),
      language: 'ta',
    });
    const order = await placePaidOrder(t.app, customer, {
      payload: {
        type: 'MOBILE',
        operator: 'Airtel',
        number: '9123456780',
        circle: 'Delhi NCR',
        amount: 299,
      },
    });
    expect(order.status).toBe('Completed');
    await t.app.smsNotifier.settled();
    expect((await outboxTo(mobile)).map((m) => m.text)).toEqual([
      `PayWise: 9123456780-க்கான உங்கள் ₹299.00 மொபைல் ரீசார்ஜ் கட்டணம் வெற்றிகரமாக முடிந்தது. ஆர்டர் ORDID00${order.id}.`,
    ]);
  });
});

describe('the PDF receipt in the saved language', () => {
  it('Hindi: the labels, status and rupees in Hindi, extracted from the PDF', async () => {
    const customer = await createVerifiedUser(t.app, { language: 'hi' });
    const order = await placePaidOrder(t.app, customer, {
      payload: {
        type: 'ELECTRICITY',
        operator: 'Electricity Department, Goa',
        accountNumber: 'GOA12345',
        amount: 1450.5,
      },
    });
    const text = await receiptText(t.app, customer, order.id);
    // Extracted text follows the printed glyphs: a reph (र्) or an i-matra (ि) comes out in visual order, and pdf.js
    // may put a space inside a word, so the labels checked are compared without spaces, and have neither.
    const compact = text.replace(/\s+/g, '');
    for (const label of [
      'भुगतान रसीद',
      'तारीख',
      'ऑपरेटर',
      'उपभोक्ता नंबर',
      'भुगतान का तरीका',
      'गेटवे भुगतान',
      'पूरा हुआ',
      'सभी',
      'भारतीय मानक समय (IST)',
    ]) {
      expect(compact, label).toContain(label.replace(/\s+/g, ''));
    }
    expect(text).toContain('₹1,450.50');
    expect(text).toContain('GOA12345');
    expect(text).toContain(`ORDID00${order.id}`);
    expect(text).not.toContain('Payment Receipt');
  });
});
