import { useEffect } from 'react';
import type { PageMeta } from '../../shared/site/page-meta';

/**
 * The page's own title and meta description, for tabs, history and bookmarks. The server puts
 * the same (src/shared/site/page-meta.ts) into the HTML it sends, for crawlers and link
 * previews that run no JavaScript.
 * @example usePageMeta(staticPageMeta('/products')) // document.title === 'Shop All | CTK'
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
