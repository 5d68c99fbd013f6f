import { Trans, useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoginModal } from '../../../lib/login-modal-context';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-store';

// The first page has a 150 KB gzipped JavaScript budget (bench/bundle-size.mjs): the modal and its form
// libraries are downloaded when it is first opened.
const AuthModal = lazy(() => import('./auth-modal'));
// The avatar menu is for the signed in only: not in a visitor's first page (docs/decisions/0026). A device with a
// session fetches it at once, with the page.
const loadAvatarMenu = () => import('./avatar-menu');
const AvatarMenu = lazy(() => loadAvatarMenu().then((module) => ({ default: module.AvatarMenu })));
if (typeof window !== 'undefined' && sessionStore.get()) void loadAvatarMenu().catch(() => undefined);

/** The header's account area: Login / Register when signed out, the avatar menu when signed in. */
export function AccountControls() {
  const { i18n } = useLingui();
  const { status, user } = useSession();
  const { isLoginOpen, openLogin, closeLogin } = useLoginModal();
  const [hasOpened, setHasOpened] = useState(false);
  if (isLoginOpen && !hasOpened) setHasOpened(true);
  const isSignedIn = status !== 'signedOut' && user !== null;

  // The login dialog is open: the avatar menu that will take Login's place is fetched now, to be there to focus.
  useEffect(() => {
    if (isLoginOpen) void loadAvatarMenu().catch(() => undefined);
  }, [isLoginOpen]);

  // Signed in elsewhere (another tab) while the modal was open: it must not reappear after a sign-out.
  useEffect(() => {
    if (isSignedIn && isLoginOpen) closeLogin();
  }, [isSignedIn, isLoginOpen, closeLogin]);

  if (isSignedIn && user)
    return (
      <Suspense fallback={<span aria-hidden="true" className="inline-block size-11" />}>
        <AvatarMenu user={user} />
      </Suspense>
    );
  return (
    <>
      {/* Shorter on phones so the company name keeps its room; the accessible name stays the same. */}
      <Button
        onClick={() => openLogin()}
        aria-label={i18n._({ id: 'auth.header.loginRegister', message: 'Login / Register' })}
        className="px-3 sm:px-5"
      >
        <Trans
          id="auth.header.loginButton"
          message="Login<0> / Register</0>"
          components={[<span className="hidden sm:inline" />]}
        />
      </Button>
      {/* Rendered only when signed out. */}
      {hasOpened ? (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      ) : null}
    </>
  );
}
