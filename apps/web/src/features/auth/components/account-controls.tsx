import { useLoginModal } from '../../../app/login-modal-context';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';

/**
 * The header's account area: Login / Register when signed out (the avatar menu comes with the accounts work).
 * It is on the first page, which has a 150 KB gzipped JavaScript budget (bench/bundle-size.mjs, run by the
 * build): load the login modal and its form libraries with import() when it is first opened.
 */
export function AccountControls() {
  const { status, user, signOut } = useSession();
  const { openLogin } = useLoginModal();
  if (status !== 'signedOut' && user) {
    return (
      <div className="flex items-center gap-2">
        <span className="hidden text-sm font-semibold sm:inline">{user.username}</span>
        <Button variant="secondary" onClick={signOut}>
          Sign Out
        </Button>
      </div>
    );
  }
  return <Button onClick={openLogin}>Login / Register</Button>;
}
