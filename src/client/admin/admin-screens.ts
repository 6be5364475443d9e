import {
  Contact,
  Film,
  FolderOpen,
  Gift,
  Images,
  Inbox,
  LayoutDashboard,
  Lock,
  Mail,
  Package,
  Percent,
  Radio,
  Ruler,
  Settings,
  ShoppingCart,
  TicketPercent,
  Users,
} from 'lucide-react';
import { paths } from '../paths';
import type { AdminScreen } from './common/admin-screen';

// The screen registry: every screen of the back office, once. The router (admin-routes.tsx) and
// the admin menu both read it, so a screen is in the menu exactly when it can be opened. A new
// screen is one entry here (its URL in paths.ts) and a page; a list page starts from
// common/list-page.tsx.
//
// In the order of the spec's menu (admin §2): Dashboard, Products, Collections, Orders, Hero
// Banner, Showcases, Discount Codes, Site Promotions, Live Visitors, Subscribers, Newsletter,
// Popup, Site Lock. The spec's menu does not name the size chart screen; it sits after Showcases,
// with the other storefront content. View Store and Sign Out end the menu; they are not screens
// (layout/admin-layout.tsx).
export const adminScreens: AdminScreen[] = [
  {
    path: paths.admin.dashboard,
    title: 'Dashboard',
    menu: { label: 'Dashboard', icon: LayoutDashboard },
    page: async () => (await import('./dashboard/dashboard-page')).DashboardPage,
  },
  {
    path: paths.admin.products,
    title: 'Products',
    menu: { label: 'Products', icon: Package },
    page: async () => (await import('./products/products-page')).ProductsPage,
  },
  {
    path: paths.admin.newProduct,
    title: 'Add Product',
    page: async () => (await import('./products/product-form-page')).ProductFormPage,
  },
  {
    path: paths.admin.editProduct.pattern,
    title: 'Edit Product',
    page: async () => (await import('./products/product-form-page')).ProductFormPage,
  },
  {
    path: paths.admin.collections,
    title: 'Collections',
    menu: { label: 'Collections', icon: FolderOpen },
    page: async () => (await import('./collections/collections-page')).CollectionsPage,
  },
  {
    path: paths.admin.orders,
    title: 'Orders',
    menu: { label: 'Orders', icon: ShoppingCart },
    page: async () => (await import('./orders/orders-page')).OrdersPage,
  },
  {
    // Not in the spec's menu (issue 26, item 5): who ordered or has an account.
    path: paths.admin.customers,
    title: 'Customers',
    menu: { label: 'Customers', icon: Contact },
    page: async () => (await import('./customers/customers-page')).CustomersPage,
  },
  {
    path: paths.admin.customer.pattern,
    title: 'Customer',
    page: async () => (await import('./customers/customer-page')).CustomerPage,
  },
  {
    path: paths.admin.hero,
    title: 'Hero Banner',
    menu: { label: 'Hero Banner', icon: Film },
    page: async () => (await import('./hero/hero-page')).HeroPage,
  },
  {
    path: paths.admin.showcases,
    title: 'Featured Showcases',
    menu: { label: 'Showcases', icon: Images },
    page: async () => (await import('./showcases/showcases-page')).ShowcasesPage,
  },
  {
    path: paths.admin.sizeChart,
    title: 'Size Chart Management',
    menu: { label: 'Size Chart', icon: Ruler },
    page: async () => (await import('./size-chart/size-chart-page')).SizeChartPage,
  },
  {
    path: paths.admin.discounts,
    title: 'Discount Codes',
    menu: { label: 'Discount Codes', icon: TicketPercent },
    page: async () => (await import('./discounts/discounts-page')).DiscountsPage,
  },
  {
    path: paths.admin.promotions,
    title: 'Site Promotions',
    menu: { label: 'Site Promotions', icon: Percent },
    page: async () => (await import('./promotions/promotions-page')).PromotionsPage,
  },
  {
    path: paths.admin.liveVisitors,
    title: 'Live Visitors',
    menu: { label: 'Live Visitors', icon: Radio },
    page: async () => (await import('./live-visitors/live-visitors-page')).LiveVisitorsPage,
  },
  {
    path: paths.admin.subscribers,
    title: 'Email Subscribers',
    menu: { label: 'Subscribers', icon: Users },
    page: async () => (await import('./subscribers/subscribers-page')).SubscribersPage,
  },
  {
    path: paths.admin.newsletter,
    title: 'Newsletter Marketing',
    menu: { label: 'Newsletter', icon: Mail },
    page: async () => (await import('./newsletter/newsletter-page')).NewsletterPage,
  },
  {
    path: paths.admin.popup,
    title: 'Email Popup Settings',
    menu: { label: 'Popup', icon: Gift },
    page: async () => (await import('./popup/popup-page')).PopupPage,
  },
  {
    path: paths.admin.siteLock,
    title: 'Site Lock Settings',
    menu: { label: 'Site Lock', icon: Lock },
    page: async () => (await import('./site-lock/site-lock-page')).SiteLockPage,
  },
  // After Site Lock, before View Store (the layout adds View Store and Sign Out after the list).
  {
    path: paths.admin.settings,
    title: 'Store Settings',
    menu: { label: 'Settings', icon: Settings },
    page: async () => (await import('./settings/settings-page')).SettingsPage,
  },
  {
    // Not in the spec's menu: the outbox of mail not gone out yet (DECISIONS, "Mail is never
    // dropped in silence"), and, without SMTP, the mail the store keeps instead of sending it.
    path: paths.admin.mail,
    title: 'Mail',
    menu: { label: 'Mail', icon: Inbox },
    page: async () => (await import('./mail/mail-page')).MailPage,
  },
];
