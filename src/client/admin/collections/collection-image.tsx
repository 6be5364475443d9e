import { FolderOpen } from 'lucide-react';
import { imageVariantUrl } from '../../../shared/images/image-variants';

/** A collection's square thumbnail, or an icon when it has no image (the image is optional). */
export function CollectionImage({ url, name }: { url: string | null; name: string }) {
  if (!url) {
    return (
      <span className="inline-flex size-14 shrink-0 items-center justify-center bg-surface text-muted">
        <FolderOpen aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={imageVariantUrl(url, 400)}
      alt={name}
      width={56}
      height={56}
      loading="lazy"
      className="size-14 shrink-0 bg-surface object-cover"
    />
  );
}
