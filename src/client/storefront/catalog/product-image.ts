/** Product photos are 4:5 portraits; explicit sizes reserve their box before they load. */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 1000;
