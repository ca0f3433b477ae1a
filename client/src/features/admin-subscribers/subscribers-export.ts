import { toApiError } from '../../app/api';
import { readAuthToken } from '../../app/session';

/**
 * Downloads GET /api/admin/subscribers/export: the CSV the server writes with a CSV library
 * (ID, Email, Status, Subscribed Date), under the dated file name it gives.
 */
export async function downloadSubscribersCsv(fetchImpl: typeof fetch = fetch): Promise<void> {
  const token = readAuthToken();
  const response = await fetchImpl('/api/admin/subscribers/export', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw toApiError(response.status, response.statusText, await response.text());
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'subscribers.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
