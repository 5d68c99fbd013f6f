import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function CompanyPage() {
  return <PlaceholderPage title="Company" />;
}
