import { toApiError } from '../../app/api';
import { readAuthToken } from '../../app/session';

/**
 * Downloads GET /api/trips/{uuid}/expenses.csv under the name the server gives it. A plain link
 * would not do: the CSV is private to the trip's travellers, and a signed-in traveller proves
 * who they are with the bearer token the API calls carry (a link sends only the cookie of the
 * browser that planned the trip).
 */
export async function downloadExpensesCsv(tripUuid: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const token = readAuthToken();
  const response = await fetchImpl(`/api/trips/${encodeURIComponent(tripUuid)}/expenses.csv`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw toApiError(response.status, response.statusText, await response.text());
  const fileName = fileNameOf(response.headers.get('Content-Disposition') ?? '') ?? 'expenses.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The file name a Content-Disposition header gives: its UTF-8 form (filename*=) first, else the
 * plain one, quoted or not (the server's header library quotes a name only when it must).
 */
export function fileNameOf(disposition: string): string | undefined {
  const extended = /filename\*\s*=\s*utf-8''([^;\s]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  if (!plain) return undefined;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2];
}
