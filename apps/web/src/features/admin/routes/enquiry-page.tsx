import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function EnquiryPage() {
  return <PlaceholderPage title="Contact Messages" />;
}
