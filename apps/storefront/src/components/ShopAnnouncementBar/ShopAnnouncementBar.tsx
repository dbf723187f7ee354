import { AnnouncementBar } from '@shop/ui/AnnouncementBar';
import { shellCopy } from '../../copy/shell';
import { useSiteShell, whatsAppChatUrl } from '../../features/site/siteContact';
import { englishOnly, InLanguage } from '../../shared/textLanguage';
import { timings } from '../../shared/timings';

const copy = shellCopy.announcement;

/**
 * The strip above the header on every page: the shop's WhatsApp number opening a chat, the opening
 * hours and the shop's messages taking turns every `timings.headlineRotationMs`, all as staff keep
 * them in the back-office. At 768 px and below the design system's bar becomes the simpler phone bar.
 */
export function ShopAnnouncementBar() {
  const { contact, announcements } = useSiteShell();
  return (
    <AnnouncementBar
      contact={contact && { label: contact.whatsapp, href: whatsAppChatUrl(contact.whatsapp), hint: copy.chatHint }}
      secondary={contact?.hours && <InLanguage lang={englishOnly}>{contact.hours}</InLanguage>}
      headlines={announcements.map(({ text, lang }) => (
        <InLanguage key={text} lang={lang}>
          {text}
        </InLanguage>
      ))}
      interval={timings.headlineRotationMs}
      aria-label={copy.label}
      pauseLabel={copy.pause}
      playLabel={copy.play}
    />
  );
}
