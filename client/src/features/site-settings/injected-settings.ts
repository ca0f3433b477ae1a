/**
 * The server writes the public settings into index.html as a JSON data block
 * (<script type="application/json" id="odyssey-settings">, never executed, so the CSP allows
 * it) so the shell shows the right site name before Apollo Client has loaded.
 */
export const INJECTED_SETTINGS_ID = 'odyssey-settings';

export interface InjectedSettings {
  siteName?: string;
  supportEmail?: string | null;
  maintenanceMode?: boolean;
}

export function readInjectedSettings(): InjectedSettings | null {
  const text = document.getElementById(INJECTED_SETTINGS_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { siteName, supportEmail, maintenanceMode } = parsed as Record<string, unknown>;
    return {
      siteName: typeof siteName === 'string' ? siteName : undefined,
      supportEmail: typeof supportEmail === 'string' ? supportEmail : null,
      maintenanceMode: maintenanceMode === true,
    };
  } catch {
    return null;
  }
}
