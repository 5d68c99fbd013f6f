import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function ChangePasswordPage() {
  return <PlaceholderPage title="Change Password" />;
}
