/**
 * The shop's contact details as staff keep them in the back-office (the API's shell call), and the links
 * made from them. One request for every page: useSiteShell.
 */
import { useGetSiteShellQuery, type Schema } from '@shop/api-client';

export type SiteContact = Schema<'SiteContact'>;
export type SiteAddress = SiteContact['address'];

/** An announcement, and `en` where staff have not translated it on a page in another language (shared/textLanguage). */
export interface Announcement {
  text: string;
  lang: 'en' | undefined;
}

/** The contact details and announcements; `contact` is undefined until they arrive (or if the shop has none). */
export function useSiteShell(): { contact: SiteContact | undefined; announcements: readonly Announcement[] } {
  const { data } = useGetSiteShellQuery({});
  const english = new Set(data?.untranslated_announcements ?? []);
  return {
    contact: data?.contact ?? undefined,
    announcements: (data?.announcements ?? []).map((text, index) => ({ text, lang: english.has(index) ? 'en' : undefined })),
  };
}

/** `+91 98765 43210` → `tel:+919876543210` (E.164: the digits after the plus). */
export const telHref = (phone: string) => `tel:+${digits(phone)}`;

/** wa.me takes the number with its country code and no "+", spaces or dashes. */
export const whatsAppChatUrl = (phone: string) => `https://wa.me/${digits(phone)}`;

export const mailtoHref = (email: string) => `mailto:${email}`;

/** The postal address as lines, for the footer and the contact page. */
export function addressLines(address: SiteAddress): string[] {
  return [address.name, address.street, `${address.locality}, ${address.region} ${address.postal_code}`, address.country];
}

function digits(phone: string): string {
  return phone.replace(/\D/g, '');
}
