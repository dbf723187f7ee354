import * as layout from '../../../storybook/storyLayout.css';
import { AnnouncementBar } from '../AnnouncementBar';
import { shopContact, shopHeadlines, shopHours } from './storyContent';

/** A delay far beyond a test run, so screenshots always show the first headline. */
const still = 600_000;

/** The bar's layouts for the `All` story. Stories only. */
export function AnnouncementBarMatrix() {
  return (
    <div className={layout.page}>
      <div className={`${layout.card} ${layout.wide}`}>
        <div className={layout.cardHeader}>
          <h2 className={layout.cardTitle}>Responsive</h2>
          <p className={layout.cardDescription}>Contact, hours and headline; the compact bar at 768 px and below.</p>
        </div>
        <AnnouncementBar aria-label="Announcements, responsive" contact={shopContact} secondary={shopHours} headlines={shopHeadlines} interval={still} />
      </div>
      <div className={layout.card}>
        <div className={layout.cardHeader}>
          <h2 className={layout.cardTitle}>Compact</h2>
          <p className={layout.cardDescription}>The phone bar at every width: chat icon, headline, pause.</p>
        </div>
        <AnnouncementBar aria-label="Announcements, compact" compact contact={shopContact} secondary={shopHours} headlines={shopHeadlines} interval={still} />
      </div>
      <div className={layout.card}>
        <div className={layout.cardHeader}>
          <h2 className={layout.cardTitle}>One headline</h2>
          <p className={layout.cardDescription}>Nothing rotates, so there is no pause button.</p>
        </div>
        <AnnouncementBar aria-label="Announcements, one headline" compact contact={shopContact} headlines={[shopHeadlines[0]]} />
      </div>
    </div>
  );
}
