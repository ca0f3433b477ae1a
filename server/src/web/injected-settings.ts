/**
 * The public settings written into index.html as a JSON data block, so the client's shell
 * shows the right site name on its first paint, before Apollo Client (loaded after start-up)
 * has asked the publicSettings query. A `type="application/json"` script is data, never run,
 * so the CSP's ban on inline scripts does not apply.
 */
export const INJECTED_SETTINGS_ID = 'odyssey-settings';
const ROOT_ELEMENT = '<div id="root">';

export interface InjectedSettings {
  siteName: string;
  supportEmail: string;
  maintenanceMode: boolean;
}

/** JSON that cannot close the script element: every `<` becomes \u003c (still the same JSON). */
export const jsonForScriptElement = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** index.html with a JSON data block of this id before the app's root element (unchanged if there is none). */
export function injectDataBlock(html: string, id: string, value: unknown): string {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) return html;
  const block = `<script type="application/json" id="${id}">${jsonForScriptElement(value)}</script>`;
  return html.slice(0, at) + block + html.slice(at);
}

/** index.html with the settings block before the app's root element (unchanged if there is none). */
export function injectSettings(html: string, settings: InjectedSettings): string {
  const { siteName, supportEmail, maintenanceMode } = settings;
  return injectDataBlock(html, INJECTED_SETTINGS_ID, { siteName, supportEmail, maintenanceMode });
}
