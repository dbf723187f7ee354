import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { useLocation } from 'react-router-dom';

interface StatusLink<Status> {
  status: Status;
  label: string;
  /** How many the list holds in this status, once it has answered; shown after the label ("To decide 4"). */
  count?: number | undefined;
}

interface StatusLinksProps<Status> {
  /** The navigation landmark's name ("Returns by status"). */
  label: string;
  links: readonly StatusLink<Status>[];
  current: Status;
  /** The address's query that shows a status, from its first page; empty for the list's default view. */
  searchFor: (status: Status) => URLSearchParams;
}

/**
 * A list's views by status, one link each with its count, the current one marked: links, so each view has an
 * address and the Back button returns to it.
 */
export function StatusLinks<Status extends string | undefined>({ label, links, current, searchFor }: StatusLinksProps<Status>) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <Inline as="ul" gap="2" role="list">
        {links.map((link) => {
          const isCurrent = link.status === current;
          const search = searchFor(link.status).toString();
          return (
            <li key={link.status ?? 'all'}>
              <LinkButton href={search ? `${pathname}?${search}` : pathname} variant={isCurrent ? 'primary' : 'secondary'} aria-current={isCurrent ? 'page' : undefined}>
                {link.count === undefined ? link.label : `${link.label} ${link.count}`}
              </LinkButton>
            </li>
          );
        })}
      </Inline>
    </nav>
  );
}
