// Spec admin §8 "Site lock and hero", word for word; the Popup and Settings screens say the
// same when their settings do not load or save.
export const FAILED_TO_LOAD_SETTINGS = 'Failed to load settings';
export const SETTINGS_SAVED = 'Settings saved successfully';
export const FAILED_TO_SAVE_SETTINGS = 'Failed to save settings';
/** The save button of the Settings, Site Lock and Popup screens. */
export const SAVE_SETTINGS = 'Save Settings';
