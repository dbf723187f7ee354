import { useState, type ReactNode } from 'react';
import { Group } from 'react-aria-components/Group';
import { cx } from '../../utils/cx';
import { ControlButton } from '../Carousel/ControlButton';
import { useAutoplay } from '../Carousel/hooks/useAutoplay';
import * as styles from './AnnouncementBar.css';
import { ChatIcon } from './ChatIcon';
import { useUiWords } from '../../words/UiWords';
import { announcementBarWords } from './announcementBarWords';

export interface AnnouncementBarContact {
  /** The number as shown, e.g. "+91 98765 43210". */
  label: string;
  /** The chat link, e.g. `https://wa.me/919876543210`. Opens in a new tab. */
  href: string;
  /** Added to the link's name for screen readers; says where the link goes. */
  hint?: string;
}

export interface AnnouncementBarProps {
  /** Leading slot: a contact number that opens a WhatsApp chat. */
  contact?: AnnouncementBarContact;
  /** Text slot, e.g. the opening hours "Mon - Sat: 9:00 AM - 8:00 PM". Not shown in the compact bar. */
  secondary?: ReactNode;
  /** Short messages shown one at a time; they rotate when there is more than one. */
  headlines: ReactNode[];
  /** Milliseconds each headline stays; held on hover and focus, off under reduced motion. */
  interval?: number;
  /** The simpler phone bar at every width; by default it is used at 768 px and below. */
  compact?: boolean;
  /** Names the bar's region. */
  'aria-label'?: string;
  pauseLabel?: string;
  playLabel?: string;
  className?: string;
}

/**
 * The strip above the header: a WhatsApp contact number, the opening hours,
 * and rotating headlines ("Free shipping on orders above ₹999") with a pause
 * button (WCAG 2.2.2). Only the headline shown is in the page; changes made
 * by the timer are not announced.
 */
export function AnnouncementBar({
  contact,
  secondary,
  headlines,
  interval = 4000,
  compact = false,
  'aria-label': ownAriaLabel,
  pauseLabel: ownPauseLabel,
  playLabel: ownPlayLabel,
  className,
}: AnnouncementBarProps) {
  const words = useUiWords('announcementBar', announcementBarWords);
  const ariaLabel = ownAriaLabel ?? words.label;
  const pauseLabel = ownPauseLabel ?? words.pause;
  const playLabel = ownPlayLabel ?? words.play;
  const [position, setPosition] = useState(0);
  const current = headlines.length > 0 ? position % headlines.length : 0;
  const autoplay = useAutoplay({
    delay: interval,
    position: current,
    canAdvance: headlines.length > 1,
    onAdvance: () => setPosition((current + 1) % headlines.length),
  });

  return (
    <Group
      {...autoplay.holdProps}
      role="region"
      aria-label={ariaLabel}
      data-compact={compact || undefined}
      data-autoplay={autoplay.hasAutoplay ? (autoplay.isRunning ? 'running' : 'paused') : undefined}
      className={cx(styles.bar, className)}
    >
      <div className={styles.inner}>
        <div className={styles.leading}>
          {contact && (
            <a
              className={styles.contact}
              href={contact.href}
              target="_blank"
              rel="noopener noreferrer"
              // Starts with the number people see (WCAG 2.5.3), then says where the link goes.
              aria-label={`${contact.label}, ${contact.hint ?? 'chat on WhatsApp, opens in a new tab'}`}
            >
              <ChatIcon className={styles.contactIcon} />
              <span className={styles.contactNumber}>{contact.label}</span>
            </a>
          )}
        </div>
        <div className={styles.headlines}>
          {headlines.length > 0 && (
            // Keyed by position so each new headline plays the short entrance again.
            <p key={current} className={styles.headline}>
              {headlines[current]}
            </p>
          )}
          {autoplay.hasAutoplay && (
            <ControlButton
              icon={autoplay.isPlaying ? 'pause' : 'play'}
              label={autoplay.isPlaying ? pauseLabel : playLabel}
              tone="brand"
              size="sm"
              onPress={autoplay.togglePlaying}
            />
          )}
        </div>
        <div className={styles.secondary}>{secondary}</div>
      </div>
    </Group>
  );
}
