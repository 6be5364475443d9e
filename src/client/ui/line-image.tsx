import { clsx } from 'clsx';
import { imageVariantUrl } from '../../shared/images/image-variants';
import { PLACEHOLDER_IMAGE } from '../../shared/images/placeholder';
import { showPlaceholder } from './image-placeholder';

export interface LineImageProps {
  /** The stored image URL (the largest variant), or null for none. */
  src: string | null;
  alt: string;
  className?: string;
}

/** The small 4:5 picture of a cart or order line: the 400 px variant is plenty. */
export function LineImage({ src, alt, className }: LineImageProps) {
  return (
    <img
      src={src ? imageVariantUrl(src, 400) : PLACEHOLDER_IMAGE}
      alt={alt}
      width={80}
      height={100}
      loading="lazy"
      decoding="async"
      onError={showPlaceholder}
      className={clsx('aspect-[4/5] shrink-0 bg-surface object-cover', className)}
    />
  );
}
