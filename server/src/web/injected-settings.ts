/**
 * The public settings written into index.html as a JSON data block, so the client's shell
 * shows the right site name on its first paint, before Apollo Client (loaded after start-up)
 * has asked the publicSettings query. A `type="application/json"` script is data, never run,
 * so the CSP's ban on inline scripts does not apply.
 */
import { dataBlockElement } from '@odyssey/domain';

export const INJECTED_SETTINGS_ID = 'odyssey-settings';
const ROOT_ELEMENT = '<div id="root">';

export interface InjectedSettings {
  siteName: string;
  supportEmail: string;
  maintenanceMode: boolean;
}

/** index.html with a JSON data block of this id (encoded as the shared package writes it) before the app's root element (unchanged if there is none). */
export function injectDataBlock(html: string, id: string, value: unknown): string {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) return html;
  return html.slice(0, at) + dataBlockElement(id, value) + html.slice(at);
}

/** index.html with the settings block before the app's root element (unchanged if there is none). */
export function injectSettings(html: string, settings: InjectedSettings): string {
  const { siteName, supportEmail, maintenanceMode } = settings;
  return injectDataBlock(html, INJECTED_SETTINGS_ID, { siteName, supportEmail, maintenanceMode });
}
