import { addressLines, contactDetails } from '../../copy/contact-details';

/** What the maps service searches for: the shop's name and postal address, as one line. */
export const mapQuery = (address = contactDetails.address) => addressLines(address).join(', ');

/**
 * Google Maps' keyless embed of a search for the address. Loaded only when the visitor asks for
 * the map (see ContactMap), so the page never waits on, or calls, the maps service by itself.
 */
export const mapEmbedUrl = (query = mapQuery()) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

/** The same place in Google Maps itself (its documented search URL), the link that always works. */
export const mapLinkUrl = (query = mapQuery()) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
