/** A path on this server (`/media/…`) or an absolute http(s) URL (object storage); never `//host` or `javascript:`. */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
