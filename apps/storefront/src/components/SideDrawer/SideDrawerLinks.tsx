import { useListCategoriesQuery } from '@shop/api-client';
import { categoryPath } from '@shop/rules';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { shellCopy } from '../../copy/shell';
import { ChevronRightIcon } from '../icons/shellIcons';
import * as styles from './SideDrawer.css';
import { moreLinks, quickLinks, type ShellLink } from './sideDrawerLinks';

const copy = shellCopy.drawer;

interface LinkGroupProps {
  title: string;
  subtitle?: string;
  links: readonly ShellLink[];
  onNavigate: () => void;
}

/** A titled navigation list; the heading names the landmark. */
function LinkGroup({ title, subtitle, links, onNavigate }: LinkGroupProps) {
  const titleId = useId();
  return (
    <nav className={styles.group} aria-labelledby={titleId}>
      <div className={styles.groupHeader}>
        <h4 id={titleId} className={styles.groupTitle}>
          {title}
        </h4>
        {subtitle && <p className={styles.groupSubtitle}>{subtitle}</p>}
      </div>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={`${link.to} ${link.label}`}>
            <NavLink to={link.to} end className={styles.link} onClick={onNavigate}>
              {link.label}
              <ChevronRightIcon className={styles.chevron} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The side menu's links: 'Quick Links' (the shop's categories, then cart, wishlist, orders,
 * reviews, profile, support, blogs, FAQs, returns policy and offers) and 'More Links' / 'Explore
 * More'. `onNavigate` closes the drawer as soon as a link is chosen.
 */
export function SideDrawerLinks({ onNavigate }: { onNavigate: () => void }) {
  const { data: categories = [] } = useListCategoriesQuery();
  const categoryLinks = categories.map((category) => ({ label: category.category_name, to: categoryPath(category.category_name) }));
  return (
    <div className={styles.nav}>
      <LinkGroup title={copy.quickLinks} links={[...categoryLinks, ...quickLinks]} onNavigate={onNavigate} />
      <LinkGroup title={copy.moreLinks} subtitle={copy.exploreMore} links={moreLinks} onNavigate={onNavigate} />
    </div>
  );
}
