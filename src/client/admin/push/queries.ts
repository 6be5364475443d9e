// The push alert endpoints (spec admin §7: get-vapid-key, save-push-subscription,
// remove-push-subscription).
import type { VapidKey } from '../../../shared/notifications/push.schema';
import { apiGet, apiRequest } from '../../lib/api';

export function fetchVapidKey(): Promise<VapidKey> {
  return apiGet<VapidKey>('/api/admin/push/public-key');
}

export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return apiRequest('/api/admin/push/subscriptions', { method: 'POST', body: { subscription } });
}

export function removePushSubscription(endpoint: string): Promise<unknown> {
  return apiRequest('/api/admin/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
