import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useLoginModal } from '../../../lib/login-modal-context';
import { Modal } from '../../../components/ui/modal';
import type { Notice } from './form-notice';
import { useAuthConfig } from '../api/phone';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { PhoneSignIn } from './phone-sign-in';
import { RegisterForm } from './register-form';

type Panel =
  | { name: 'login'; registeredEmail?: string; notice?: Notice }
  | { name: 'register' }
  | { name: 'phone' }
  | { name: 'forgot'; email: string };

/**
 * The login/register modal, the specification's two panels: 'Welcome Back' (sign in with a mobile number when the
 * server sends SMS, email and password one tap away on the same panel) and 'Create Account'. Its forms live only
 * while it is open, so closing it resets every field and the next opening starts on the first panel: Welcome Back
 * with the mobile number when the server sends SMS; otherwise Create Account for a visitor who never signed in on
 * this browser and Welcome Back for one who did. A registration from the
 * header returns to the login panel with its email filled in (the specification's flow); one made to go on with
 * something (Pay) signs the customer in with the same email and password, so the payment carries on. Each panel
 * shows its own messages (errors included) inside the dialog, where they are not dimmed by the backdrop, and
 * focuses its first field to be typed in.
 */
export default function AuthModal() {
  const { i18n } = useLingui();
  const { isLoginOpen, loginMessage, firstPanel, isContinuing, closeLogin, completeLogin } = useLoginModal();
  // Opens on phone sign-in when the server can send SMS (GET /api/auth/config), else on the email panels.
  const authConfig = useAuthConfig();
  const phoneSignIn = authConfig.isError ? false : authConfig.data?.phoneSignIn;
  const emailPanel = (): Panel => (firstPanel === 'register' ? { name: 'register' } : { name: 'login' });
  const [chosen, setPanel] = useState<Panel | null>(null);
  const panel: Panel = chosen ?? (phoneSignIn ? { name: 'phone' } : emailPanel());
  const close = () => {
    setPanel(null);
    closeLogin();
  };
  const openingNotice = loginMessage ? ({ text: loginMessage, tone: 'info' } as const) : null;
  return (
    <Modal
      open={isLoginOpen}
      onClose={close}
      title={
        // The specification's two panels: 'Welcome Back' (a mobile number, or email and password) and 'Create
        // Account', each one tap from the other.
        panel.name === 'phone' || panel.name === 'login'
          ? i18n._({ id: 'auth.modal.loginTitle', message: 'Welcome Back' })
          : panel.name === 'forgot'
            ? i18n._({ id: 'auth.modal.forgotTitle', message: 'Reset password' })
            : i18n._({ id: 'auth.modal.registerTitle', message: 'Create Account' })
      }
    >
      {phoneSignIn === undefined && !chosen ? null : panel.name === 'phone' ? (
        <PhoneSignIn
          notice={loginMessage ? { text: loginMessage, tone: 'info' } : null}
          onSignedIn={() => {
            setPanel(null);
            completeLogin();
          }}
          onUseEmail={() => setPanel(emailPanel())}
          onShowRegister={() => setPanel({ name: 'register' })}
        />
      ) : panel.name === 'login' ? (
        <LoginForm
          key={panel.registeredEmail ?? ''}
          initialEmail={panel.registeredEmail}
          notice={panel.notice ?? openingNotice}
          onSignedIn={() => {
            setPanel(null);
            completeLogin();
          }}
          onShowRegister={() => setPanel({ name: 'register' })}
          onUseMobile={phoneSignIn ? () => setPanel({ name: 'phone' }) : undefined}
          onForgotPassword={(email) => setPanel({ name: 'forgot', email })}
        />
      ) : panel.name === 'forgot' ? (
        <ForgotPasswordForm
          initialEmail={panel.email}
          onSignedIn={() => {
            setPanel(null);
            completeLogin();
          }}
          onBackToLogin={() => setPanel({ name: 'login' })}
        />
      ) : (
        <RegisterForm
          notice={openingNotice}
          signInAfter={isContinuing}
          onSignedIn={() => {
            setPanel(null);
            completeLogin();
          }}
          onRegistered={(email, text) =>
            setPanel({ name: 'login', registeredEmail: email, notice: { text, tone: 'success' } })
          }
          onShowLogin={() => setPanel({ name: 'login' })}
        />
      )}
    </Modal>
  );
}
