import { useListCategoriesQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { ChevronRightIcon } from '@shop/ui/Icon';
import { Text } from '@shop/ui/Text';
import { categoryPath } from '@shop/rules';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { sideDrawerCopy as copy } from '../../copy/sideDrawer';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import * as styles from './SideDrawer.css';
import { moreLinks, quickLinks, type ShellLink } from './sideDrawerLinks';

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
    <Box as="nav" display="grid" gap="1" aria-labelledby={titleId}>
      <Box display="grid" gap="0.5" paddingX="3" marginBottom="1">
        <Box as="h4" id={titleId} fontSize="xs" fontWeight="semibold" color="muted" className={styles.groupTitle}>
          {title}
        </Box>
        {subtitle && (
          <Text size="sm" tone="muted">
            {subtitle}
          </Text>
        )}
      </Box>
      <Box as="ul" display="grid">
        {links.map((link) => (
          <li key={`${link.to} ${link.label}`}>
            <NavLink to={link.to} end className={styles.link} onClick={onNavigate}>
              {link.lang ? <span lang={link.lang}>{link.label}</span> : link.label}
              <ChevronRightIcon className={styles.chevron} />
            </NavLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The page in the other language, under a heading that names the choice in this one. */
function LanguageGroup() {
  const titleId = useId();
  return (
    <Box as="nav" display="grid" gap="1" aria-labelledby={titleId}>
      <Box as="h4" id={titleId} fontSize="xs" fontWeight="semibold" color="muted" paddingX="3" marginBottom="1" className={styles.groupTitle}>
        {copy.language}
      </Box>
      <LanguageSwitch className={styles.link}>
        <ChevronRightIcon className={styles.chevron} />
      </LanguageSwitch>
    </Box>
  );
}

/**
 * The side menu's links: 'Quick Links' (the shop's categories, then cart, wishlist, orders,
 * reviews, profile, support, blogs, FAQs, returns policy and offers) and 'More Links' / 'Explore
 * More'. `onNavigate` closes the drawer as soon as a link is chosen.
 */
export function SideDrawerLinks({ onNavigate }: { onNavigate: () => void }) {
  const { data: categories = [] } = useListCategoriesQuery({});
  const categoryLinks = categories.map((category) => ({
    label: category.display_name,
    to: categoryPath(category.category_name),
    lang: category.untranslated_fields?.includes('name') ? ('en' as const) : undefined,
  }));
  return (
    <Box display="grid" gap="6" className={styles.nav}>
      <LinkGroup title={copy.quickLinks} links={[...categoryLinks, ...quickLinks]} onNavigate={onNavigate} />
      <LinkGroup title={copy.moreLinks} subtitle={copy.exploreMore} links={moreLinks} onNavigate={onNavigate} />
      <LanguageGroup />
    </Box>
  );
}
