import {
  Film,
  FolderOpen,
  Images,
  LayoutDashboard,
  Package,
  Percent,
  Ruler,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../../paths';

export interface AdminNavEntry {
  label: string;
  to: string;
  icon: LucideIcon;
}

// Screens join this list as they are built, in the order of the spec's menu (admin §2):
// Dashboard, Products, Collections, Orders, Hero Banner, Showcases, Discount Codes, Site
// Promotions, Live Visitors, Subscribers, Newsletter, Popup, Site Lock. The menu does not name
// the size chart screen (/admin/size-chart); it sits after Showcases, with the other
// storefront content.
export const adminNavEntries: AdminNavEntry[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard },
  { label: 'Products', to: paths.admin.products, icon: Package },
  { label: 'Collections', to: paths.admin.collections, icon: FolderOpen },
  { label: 'Hero Banner', to: paths.admin.hero, icon: Film },
  { label: 'Showcases', to: paths.admin.showcases, icon: Images },
  { label: 'Size Chart', to: paths.admin.sizeChart, icon: Ruler },
  { label: 'Site Promotions', to: paths.admin.promotions, icon: Percent },
];
