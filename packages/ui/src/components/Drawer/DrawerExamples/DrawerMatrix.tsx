import * as layout from '../../../storybook/storyLayout.css';
import { cx } from '../../../utils/cx';
import { scrimColor } from '../../Modal/Modal.css';
import * as drawerStyles from '../Drawer.css';
import * as styles from './DrawerExamples.css';
import { FilterPanelExample } from './FilterPanelExample';
import { SideMenuExample } from './SideMenuExample';

/**
 * Both placements with their real content, drawn in place inside a phone-sized
 * frame for visual review (a real Drawer covers the page). Stories only.
 */
export function DrawerMatrix() {
  return (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="drawer-left">
        <header className={layout.cardHeader}>
          <h2 id="drawer-left" className={layout.cardTitle}>
            Left: side menu
          </h2>
          <p className={layout.cardDescription}>The ☰ menu: greeting, Quick Links, More Links.</p>
        </header>
        <div className={styles.frame} style={{ background: scrimColor }}>
          <div className={drawerStyles.panel({ placement: 'left' })}>
            <SideMenuExample name="Priya" />
          </div>
        </div>
      </section>
      <section className={layout.card} aria-labelledby="drawer-right">
        <header className={layout.cardHeader}>
          <h2 id="drawer-right" className={layout.cardTitle}>
            Right: filters
          </h2>
          <p className={layout.cardDescription}>A panel with actions in its footer; either edge works.</p>
        </header>
        <div className={cx(styles.frame, styles.frameEnd)} style={{ background: scrimColor }}>
          <div className={drawerStyles.panel({ placement: 'right' })}>
            <FilterPanelExample />
          </div>
        </div>
      </section>
    </div>
  );
}
