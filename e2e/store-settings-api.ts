// The owner's store settings through the admin API, for journeys that change them and must put
// them back: the specs share one server.
import { expect, type APIRequestContext } from '@playwright/test';
import { settingsFormValues } from '../src/client/admin/settings/settings-form-values';
import type { StoreSettings, StoreSettingsInput } from '../src/shared/site/store-settings.schema';

export type StoreSettingsBody = StoreSettingsInput;

/** The saved settings as the form sends them (PUT /api/admin/settings takes them back). */
export async function currentSettingsBody(request: APIRequestContext): Promise<StoreSettingsBody> {
  const response = await request.get('/api/admin/settings');
  expect(response.ok()).toBe(true);
  const { settings } = (await response.json()) as { settings: StoreSettings };
  return settingsFormValues(settings);
}

export async function saveSettings(
  request: APIRequestContext,
  body: StoreSettingsBody,
): Promise<void> {
  const response = await request.put('/api/admin/settings', { data: body });
  expect(response.ok(), await response.text()).toBe(true);
}
