import type { SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../../shared/images/placeholder';

/** An image that fails to load (deleted upload, bad URL) gives way to the placeholder. */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (image.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  image.removeAttribute('srcset');
  image.src = PLACEHOLDER_IMAGE;
}
