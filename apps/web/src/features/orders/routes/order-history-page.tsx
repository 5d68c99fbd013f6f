import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function OrderHistoryPage() {
  return <PlaceholderPage title="Order History" />;
}
