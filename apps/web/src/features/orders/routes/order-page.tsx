import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function OrderPage() {
  return <PlaceholderPage title="Order Details" />;
}
