import { useState } from 'react';
import { useLoginModal } from '../../../app/login-modal-context';
import { Modal } from '../../../components/ui/modal';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Panel = 'login' | 'register';

/**
 * The login/register modal ('Welcome Back' / 'Create Account'). Its forms live only while it is open, so
 * closing it resets every field and the next opening starts on the login panel; a successful
 * registration returns to an empty login panel.
 */
export default function AuthModal() {
  const { isLoginOpen, closeLogin } = useLoginModal();
  const [panel, setPanel] = useState<Panel>('login');
  const close = () => {
    setPanel('login');
    closeLogin();
  };
  return (
    <Modal open={isLoginOpen} onClose={close} title={panel === 'login' ? 'Welcome Back' : 'Create Account'}>
      {panel === 'login' ? (
        <LoginForm onSignedIn={close} onShowRegister={() => setPanel('register')} />
      ) : (
        <RegisterForm onRegistered={() => setPanel('login')} onShowLogin={() => setPanel('login')} />
      )}
    </Modal>
  );
}
