import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRef, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { SessionProvider, type SessionUser } from '../../lib/session';
import { MobileSection } from './components/mobile-section';
import { MobileNumberForm } from './components/mobile-verification-forms';
import type { MobileVerification } from './use-mobile-verification';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>{node}</SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 1,
  username: 'Asha',
  email: 'asha@example.com',
  phoneNumber: null,
  isMobileVerified: false,
  smsUpdates: true,
  dateOfBirth: null,
  isEmailVerified: true,
  role: 'CUSTOMER',
  twoFactorEnabled: false,
  createdAt: '2026-12-01T00:00:00.000Z',
  language: null,
  ...over,
});

describe('the profile sign-in number (issue 40: a session alone cannot add one)', () => {
  it('the number step asks for the account password', () => {
    const verification = {
      mobile: '',
      setMobile: () => {},
      password: '',
      setPassword: () => {},
      passwordError: undefined,
      error: undefined,
      isSending: false,
      inputRef: createRef<HTMLInputElement>(),
      cancel: () => {},
      onSend: () => {},
    } as unknown as MobileVerification;
    const html = render(<MobileNumberForm verification={verification} />);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*autoComplete="current-password"/i);
    expect(html).toContain('Your PayWise password');
  });

  it('a verified email offers to add a number and lists the ways to sign in', () => {
    const html = render(<MobileSection user={user({ phoneNumber: '9876544992', isMobileVerified: true })} />);
    expect(html).toContain('Ways to sign in to your account');
    expect(html).toContain('Email and password (asha@example.com)');
    expect(html).toContain('A code by SMS to the mobile number ending 4992');
    expect(html).toContain('Change mobile number');
  });

  it('an unverified email is asked to verify it first: no button to add a number', () => {
    const html = render(<MobileSection user={user({ isEmailVerified: false })} />);
    expect(html).toContain('Verify your email above first');
    expect(html).not.toContain('Add and verify mobile number');
  });

  it('an account that signs in only with its number cannot swap it here', () => {
    const html = render(
      <MobileSection user={user({ email: null, phoneNumber: '9876544992', isMobileVerified: true })} />,
    );
    expect(html).toContain('Your mobile number is how you sign in to this account');
    expect(html).not.toContain('Change mobile number');
    expect(html).not.toContain('Email and password');
  });
});
