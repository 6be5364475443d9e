// The spec's texts for subscribers (admin §5 and §8), shared by the Subscribers and the
// Newsletter screens.
export const FAILED_TO_LOAD_SUBSCRIBERS = 'Failed to load subscribers';
export const FAILED_TO_DELETE_SUBSCRIBER = 'Failed to delete subscriber';
export const CONFIRM_DELETE_SUBSCRIBER =
  'Are you sure you want to delete this subscriber? This action cannot be undone.';
export const NO_SUBSCRIBERS_YET = 'No subscribers yet';
export const NO_SUBSCRIBERS_FOUND = 'No subscribers found';
