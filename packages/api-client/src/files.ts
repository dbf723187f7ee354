/**
 * Documents the API answers as files (PDF tax invoices and credit notes). RTK Query would keep the
 * answer in the Redux store, which must stay serializable, and a download is used once, so these are
 * plain calls with the client's base URL and token. A failure rejects with the same shape a query's
 * `error` has (`{ status, data }`), so `errorDetail` and `errorStatus` read it as usual.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export interface DownloadedFile {
  blob: Blob;
  /** From the answer's Content-Disposition, e.g. "BSI-26-27-000123.pdf". */
  filename: string;
}

export interface FileRequest {
  baseUrl: string;
  path: string;
  token: string | null | undefined;
  fallbackName: string;
}

/** GETs a file answer; rejects with a FetchBaseQueryError-shaped object on an error answer or no answer. */
export async function fetchFile({ baseUrl, path, token, fallbackName }: FileRequest): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw { status: 'FETCH_ERROR', error: String(cause) } satisfies FetchBaseQueryError;
  }
  if (!response.ok) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    throw { status: response.status, data } satisfies FetchBaseQueryError;
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) ?? fallbackName };
}

/** `attachment; filename="BSI-26-27-000123.pdf"` → "BSI-26-27-000123.pdf". */
function filenameOf(disposition: string | null): string | undefined {
  const match = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  return match ? match[1] : undefined;
}

/** Hands a downloaded file to the browser's save, under the name the server gave it, as a link with `download` would. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
