import { readAuthToken } from '../../app/session';
import { toApiError } from '../../app/api';

/** At most 5 MB (docs/product/accounts-admin.md, section 5); the server also checks the bytes (JPG or PNG). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Why a picked file cannot be uploaded, or null when it can be sent. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Only image files can be uploaded (JPG or PNG).';
  if (file.size > MAX_IMAGE_BYTES) return 'The image is larger than 5 MB. Choose a smaller one.';
  return null;
}

export interface UploadedImage {
  message?: string;
  /** where the trip's picture now is (the server's own address for the stored file) */
  featuredImage?: string;
}

/**
 * POST /api/trips/{uuid}/featured-image (docs/product/accounts-admin.md, section 7: multipart with a "file" field and the
 * bearer token). Resolves with the server's message and the image's new address; rejects with
 * an ApiError carrying its reason.
 */
export async function uploadFeaturedImage(uuid: string, file: File, fetchImpl: typeof fetch = fetch): Promise<UploadedImage> {
  const token = readAuthToken();
  if (!token) throw new Error('Authentication required');
  const form = new FormData();
  form.append('file', file);
  const response = await fetchImpl(`/api/trips/${encodeURIComponent(uuid)}/featured-image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) throw toApiError(response.status, response.statusText, text);
  try {
    const { message, featuredImage } = JSON.parse(text) as Record<string, unknown>;
    return { message: typeof message === 'string' ? message : undefined, featuredImage: typeof featuredImage === 'string' ? featuredImage : undefined };
  } catch {
    return {};
  }
}
