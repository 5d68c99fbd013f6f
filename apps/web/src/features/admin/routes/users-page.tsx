import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function UsersPage() {
  return <PlaceholderPage title="Users" />;
}
