import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function TransactionsPage() {
  return <PlaceholderPage title="Transactions" />;
}
