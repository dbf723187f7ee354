import { Button } from '@shop/ui/Button';
import { ErrorState } from '@shop/ui/ErrorState';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { shellCopy } from '../../copy/shell';
import { usePageTitle } from '../../features/page/usePageTitle';

/**
 * A page that threw while loading or rendering (a chunk that failed to download after a deploy, a
 * bug): said plainly inside the shell, with a reload, instead of a blank screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle(shellCopy.pageFailed.title);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorState
      title={shellCopy.pageFailed.title}
      description={shellCopy.pageFailed.text}
      actions={<Button onPress={() => window.location.reload()}>{shellCopy.pageFailed.reload}</Button>}
    />
  );
}
