// The push alert endpoints (spec admin §7: get-vapid-key, save-push-subscription,
// remove-push-subscription).
import { api, callApi } from '../../lib/api';

export function fetchVapidKey() {
  return callApi(api.admin.push['public-key'].$get());
}

/** The browser types every field as optional; the server refuses a subscription missing one. */
export function savePushSubscription({
  endpoint = '',
  expirationTime,
  keys,
}: PushSubscriptionJSON) {
  const subscription = {
    endpoint,
    expirationTime,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
  return callApi(api.admin.push.subscriptions.$post({ json: { subscription } }));
}

export function removePushSubscription(endpoint: string) {
  return callApi(api.admin.push.subscriptions.$delete({ json: { endpoint } }));
}
