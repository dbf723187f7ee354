/**
 * The home page's banners, 'Shop by Category' cards and client logos as staff keep them in the back-office:
 * one cacheable call, asked for as the home page opens so it has usually arrived when its spinner ends.
 */
import { useGetSiteHomeQuery, type Schema } from '@shop/api-client';

type SiteHome = Schema<'SiteHome'>;
export type HomeBanner = Schema<'SiteHomeBanner'>;
export type HomeCategoryCard = Schema<'SiteHomeCard'>;
export type HomeClient = Schema<'HomeClient'>;

const NOTHING: SiteHome = { banners: [], categories: [], clients: [] };

export interface SiteHomeState {
  home: SiteHome;
  /** The answer came, or the call failed: the sections can be laid out (without what failed). */
  isSettled: boolean;
}

export function useSiteHome(): SiteHomeState {
  const { data, isError } = useGetSiteHomeQuery({});
  return { home: data ?? NOTHING, isSettled: data !== undefined || isError };
}
