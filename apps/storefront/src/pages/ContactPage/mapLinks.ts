import { addressLines, type SiteAddress } from '../../features/site/siteContact';

/** What the maps service searches for: the shop's name and postal address, as one line. */
export const mapQuery = (address: SiteAddress) => addressLines(address).join(', ');

/**
 * Google Maps' keyless embed of a search for the address. Loaded only when the visitor asks for
 * the map (see ContactMap), so the page never waits on, or calls, the maps service by itself.
 */
export const mapEmbedUrl = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
