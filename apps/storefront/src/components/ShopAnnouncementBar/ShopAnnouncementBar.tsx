import { AnnouncementBar } from '@shop/ui/AnnouncementBar';
import { contactDetails } from '../../copy/contact-details';
import { shellCopy } from '../../copy/shell';
import { timings } from '../../shared/timings';

const copy = shellCopy.announcement;
const headlines = [...copy.headlines];

/**
 * The strip above the header on every page: the shop's number opening a WhatsApp chat, the
 * opening hours and the three headlines taking turns every `timings.headlineRotationMs`.
 * At 768 px and below the design system's bar becomes the simpler phone bar by itself.
 */
export function ShopAnnouncementBar() {
  const { phone, chatUrl } = contactDetails.whatsApp;
  return (
    <AnnouncementBar
      contact={{ label: phone.display, href: chatUrl, hint: copy.chatHint }}
      secondary={contactDetails.hours}
      headlines={headlines}
      interval={timings.headlineRotationMs}
      aria-label={copy.label}
      pauseLabel={copy.pause}
      playLabel={copy.play}
    />
  );
}
