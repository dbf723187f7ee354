import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { shellCopy } from '../../copy/shell';
import { usePageTitle } from '../../features/page/usePageTitle';
import { HOME_PATH } from '../../features/session';

/** An address below /admin that is no page of the back-office (a mistyped link, an old bookmark). */
export function NotFoundPage() {
  usePageTitle(shellCopy.notFound.title);
  return (
    <EmptyState
      title={shellCopy.notFound.title}
      description={shellCopy.notFound.text}
      headingLevel={1}
      action={
        <LinkButton href={HOME_PATH} variant="secondary">
          {shellCopy.notFound.back}
        </LinkButton>
      }
    />
  );
}
