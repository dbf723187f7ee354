import { LinkButton } from '@shop/ui/LinkButton';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { shellCopy } from '../../copy/shell';
import { DeadEnd } from './DeadEnd';

const copy = shellCopy.notFound;

/**
 * Any path the shop does not know: says so, kept out of search indexes, with one way out.
 * 'Go to Home' is a react-aria link, so the shell's RouterProvider takes it home without a reload.
 */
export function NotFoundPage() {
  useDocumentMetadata({ title: copy.title, noindex: true });
  return (
    <DeadEnd
      code="404"
      title={copy.title}
      body={copy.body}
      action={
        <LinkButton href="/" variant="primary" size="lg">
          {copy.goHome}
        </LinkButton>
      }
    />
  );
}
