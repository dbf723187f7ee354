/** What sharing ended in: the device's share sheet, a copied link, cancelled by the shopper, or failed. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareTarget {
  title: string;
  url: string;
}

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

/**
 * The product brief's share: the device's share facility when there is one, otherwise the link
 * is copied. A share sheet the shopper closes is no failure; one the browser refuses falls back
 * to copying.
 */
export async function shareLink(target: ShareTarget, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: target.title, url: target.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (typeof nav.clipboard?.writeText !== 'function') return 'failed';
  try {
    await nav.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
