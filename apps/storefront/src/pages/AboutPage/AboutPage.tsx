import { PageLoader } from '../../components/PageLoader/PageLoader';
import { aboutCopy } from '../../copy/about';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { timings } from '../../shared/timings';
import { AboutCallToAction } from './AboutCallToAction';
import * as styles from './AboutPage.css';
import { KeyFacts } from './KeyFacts';
import { useDelayElapsed } from '../../shared/hooks/useDelayElapsed';
import { WhoWeAre } from './WhoWeAre';
import { WhyChooseUs } from './WhyChooseUs';

/**
 * /about: 'Learn More About Us', after the product brief's 500 ms spinner: who we are, the
 * shop at a glance, why choose us, and where to go next. The shell moves focus to the h1 when
 * it appears after the spinner.
 */
export function AboutPage() {
  const isReady = useDelayElapsed(timings.aboutSpinnerMs);

  // The same loader, in the same place, as the route loader before it: one spinner to the eye.
  if (!isReady) return <PageLoader label={aboutCopy.loading} />;

  return (
    <div className={cx(container, styles.page)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{aboutCopy.title}</h1>
        <p className={styles.intro}>{aboutCopy.intro}</p>
      </header>
      <WhoWeAre />
      <KeyFacts />
      <WhyChooseUs />
      <AboutCallToAction />
    </div>
  );
}
