import { API_BASE, HttpError, reportUnauthenticated, requestHeaders } from './http';

/** The file name of a Content-Disposition header: RFC 5987's filename* first, then filename. */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
}

/**
 * Downloads a file the API sends as an attachment to the signed-in user only (a private
 * file): the call carries the session like every other, so a plain link cannot. The file is
 * saved under the name the API gives it.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { 'Content-Type': _type, Accept: _accept, ...headers } = requestHeaders('GET');
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path.replace(/^\/+/, '')}`, { headers, credentials: 'include' });
  } catch {
    throw new HttpError('network');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message: string } | undefined;
    const error = new HttpError('status', response.status, body);
    reportUnauthenticated(error);
    throw error;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
