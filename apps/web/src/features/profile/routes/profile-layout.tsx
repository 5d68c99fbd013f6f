import { Outlet } from 'react-router';

/** Account settings layout; the sidebar (Profile, Change Password) comes with the accounts work. */
export default function ProfileLayout() {
  return <Outlet />;
}
