import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function ProfilePage() {
  return <PlaceholderPage title="Profile" />;
}
