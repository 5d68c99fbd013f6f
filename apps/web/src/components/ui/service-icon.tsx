import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import {
  Building2,
  CarFront,
  Clapperboard,
  Cylinder,
  Droplet,
  Flame,
  GraduationCap,
  Hospital,
  Landmark,
  Phone,
  Plus,
  ReceiptIndianRupee,
  ReceiptText,
  RefreshCw,
  SatelliteDish,
  Smartphone,
  TrainFront,
  Trophy,
  Tv,
  Usb,
  Wifi,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { cn } from './cn';

type IconName = ServiceSlug | 'more';

/** Each service's line icon (lucide); the stroke colour follows the text colour. */
const ICONS: Record<IconName, LucideIcon> = {
  mobile: Smartphone,
  dth: SatelliteDish,
  datacard: Usb,
  electricity: Zap,
  broadband: Wifi,
  water: Droplet,
  gas: Flame,
  cylinder: Cylinder,
  fastag: CarFront,
  landline: Phone,
  education: GraduationCap,
  housing: Building2,
  metro: TrainFront,
  entertainment: Clapperboard,
  municipal: Landmark,
  clubs: Trophy,
  cable: Tv,
  challan: ReceiptIndianRupee,
  hospital: Hospital,
  subscription: RefreshCw,
  // A bill: the postpaid mobile's monthly one.
  postpaid: ReceiptText,
  more: Plus,
};

export function ServiceIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" focusable="false" strokeWidth={1.8} className={cn('size-6', className)} />;
}
