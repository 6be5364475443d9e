import { LayoutDashboard, type LucideIcon } from 'lucide-react';
import { paths } from '../../paths';

export interface AdminNavEntry {
  label: string;
  to: string;
  icon: LucideIcon;
}

// Screens join this list as they are built; the spec's full menu is in admin §2.
export const adminNavEntries: AdminNavEntry[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard },
];
