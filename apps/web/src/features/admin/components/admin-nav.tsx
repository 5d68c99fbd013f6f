import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../components/ui/cn';
import {
  ArrowLeftRight,
  Building2,
  LayoutDashboard,
  MessageCircle,
  ScrollText,
  Users,
  type LucideIcon,
} from 'lucide-react';

const ITEMS: { href: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { href: paths.admin.dashboard.getHref(), label: 'Dashboard', icon: LayoutDashboard, end: true },
  { href: paths.admin.users.getHref(), label: 'Users', icon: Users },
  { href: paths.admin.transactions.getHref(), label: 'Transactions', icon: ArrowLeftRight },
  { href: paths.admin.company.getHref(), label: 'Company', icon: Building2 },
  { href: paths.admin.enquiry.getHref(), label: 'Enquiry', icon: MessageCircle },
  { href: paths.admin.auditLog.getHref(), label: 'Audit log', icon: ScrollText },
];

/** The sidebar's links; `collapsed` shows the icons only (the names stay as accessible labels and tooltips). */
export function AdminNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {ITEMS.map(({ href, label, icon: ItemIcon, end }) => (
        <li key={href}>
          <NavLink
            to={href}
            end={end}
            onClick={onNavigate}
            title={collapsed ? label : undefined}
            aria-label={collapsed ? label : undefined}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-semibold transition-colors',
                collapsed && 'justify-center px-0',
                isActive ? 'bg-white text-brand-800' : 'text-brand-50 hover:bg-brand-800',
              )
            }
          >
            <ItemIcon aria-hidden="true" className="size-5 shrink-0" />
            {collapsed ? null : <span>{label}</span>}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
