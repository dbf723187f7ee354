import { Dialog } from '../../Modal';
import * as styles from './DrawerExamples.css';

const quickLinks = [
  ['Bird Spikes', '/category/bird-spikes'],
  ['Bird Nets', '/category/bird-nets'],
  ['Accessories', '/category/accessories'],
  ['Cart', '/cart'],
  ['Wishlist', '/wishlist'],
  ['Order History', '/orders'],
  ['My Reviews', '/my-reviews'],
  ['Profile', '/account'],
  ['Support', '/contact'],
  ['Blogs', '/blogs'],
  ['FAQs', '/faqs'],
  ['Return & Refund Policy', '/return-policy'],
  ['Offers & Promotions', '/offers'],
] as const;

const moreLinks = [
  ['Home', '/'],
  ['Gallery', '/gallery'],
  ['About', '/about'],
  ['Reach Us', '/contact'],
] as const;

function LinkGroup({ id, title, items }: { id: string; title: string; items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <nav className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      <ul className={styles.links}>
        {items.map(([label, href]) => (
          <li key={label}>
            <a className={styles.link} href={href} onClick={(event) => event.preventDefault()}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The side menu drawer's content: greeting as the title, then the link groups. Story-only. */
export function SideMenuExample({ name = 'User' }: { name?: string }) {
  return (
    <Dialog title={`Hello, ${name}`}>
      <div className={styles.nav}>
        <LinkGroup id="side-menu-quick" title="Quick Links" items={quickLinks} />
        <LinkGroup id="side-menu-more" title="More Links" items={moreLinks} />
      </div>
    </Dialog>
  );
}

/** The ☰ glyph for the menu trigger; the button's label names it. */
export function MenuIcon() {
  return (
    <svg className={styles.menuIcon} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
