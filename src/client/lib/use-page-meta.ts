import { useEffect } from 'react';
import { documentTitle, type PageMeta } from '../../shared/site/page-meta-base';
import { useStoreName } from './store-profile';

/**
 * The page's own title and meta description, for tabs, history and bookmarks. The server puts
 * the same (src/shared/site/page-meta.ts) into the HTML it sends, for crawlers and link
 * previews that run no JavaScript. The title carries the store's name from Settings.
 * @example usePageMeta(staticPageMeta('/products')) // document.title === 'Shop All | CTK'
 */
export function usePageMeta(meta: PageMeta): void {
  const storeName = useStoreName();
  const title = storeName === null ? null : documentTitle(meta, storeName);
  const { description } = meta;
  useEffect(() => {
    if (title !== null) document.title = title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}
