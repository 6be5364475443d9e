import type { SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../../../shared/images/placeholder';

/** Product photos are 4:5 portraits; explicit sizes reserve their box before they load. */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 1000;

/** An image that fails to load (deleted upload, bad URL) gives way to the placeholder. */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (image.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  image.removeAttribute('srcset');
  image.src = PLACEHOLDER_IMAGE;
}
