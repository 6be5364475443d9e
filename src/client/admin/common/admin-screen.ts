import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

/** What the router gives every admin screen's page: its entry's title, for its heading. */
export interface AdminScreenProps {
  title: string;
}

/** One screen of the back office, as the screen registry (../admin-screens.ts) lists it. */
export interface AdminScreen {
  /** Its URL from `paths.admin`; for a URL that takes values, its `.pattern`. */
  path: string;
  /** The screen's name, word for word from the spec (admin §2), shown as its heading. */
  title: string;
  /** Its entry in the admin menu; a screen opened from another one (the product form) has none. */
  menu?: { label: string; icon: LucideIcon };
  /** The page, downloaded on the first visit as a chunk of its own. */
  page: () => Promise<ComponentType<AdminScreenProps>>;
}
