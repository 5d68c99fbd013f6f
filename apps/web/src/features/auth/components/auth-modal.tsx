import { useState } from 'react';
import { useLoginModal } from '../../../lib/login-modal-context';
import { Modal } from '../../../components/ui/modal';
import type { Notice } from './form-notice';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Panel = { name: 'login'; registeredEmail?: string; notice?: Notice } | { name: 'register' };

/**
 * The login/register modal ('Welcome Back' / 'Create Account'). Its forms live only while it is open, so
 * closing it resets every field and the next opening starts on the login panel. A successful registration
 * signs the customer in with the same email and password (issue 23); only if that sign-in fails does it return to
 * the login panel with its email filled in. Each panel shows its own messages (errors included)
 * inside the dialog, where they are not dimmed by the backdrop, and focuses its first field to be typed in.
 */
export default function AuthModal() {
  const { isLoginOpen, loginMessage, firstPanel, closeLogin, completeLogin } = useLoginModal();
  // A visitor who never signed in on this browser meets Create Account first (issue 23).
  const firstOf = (): Panel => (firstPanel === 'register' ? { name: 'register' } : { name: 'login' });
  const [panel, setPanel] = useState<Panel>(firstOf);
  const close = () => {
    setPanel(firstOf());
    closeLogin();
  };
  const openingNotice = loginMessage ? ({ text: loginMessage, tone: 'info' } as const) : null;
  return (
    <Modal
      open={isLoginOpen}
      onClose={close}
      title={panel.name === 'login' ? 'Welcome Back' : 'Create Account'}
    >
      {panel.name === 'login' ? (
        <LoginForm
          key={panel.registeredEmail ?? ''}
          initialEmail={panel.registeredEmail}
          notice={panel.notice ?? openingNotice}
          onSignedIn={() => {
            setPanel({ name: 'login' });
            completeLogin();
          }}
          onShowRegister={() => setPanel({ name: 'register' })}
        />
      ) : (
        <RegisterForm
          notice={openingNotice}
          onSignedIn={() => {
            setPanel({ name: 'login' });
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
