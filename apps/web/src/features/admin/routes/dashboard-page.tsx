import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
