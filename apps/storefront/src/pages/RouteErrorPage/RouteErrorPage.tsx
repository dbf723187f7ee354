import { LinkButton } from '@shop/ui/LinkButton';
import { copy } from '../../copy';
// Same layout as the not-found page: both are dead ends with one way out.
import { DeadEnd } from '../NotFoundPage/DeadEnd';

/**
 * Shown inside the shell when a page fails to load or throws while rendering.
 * React Router has already logged the error; a full page load on the way home
 * picks up fresh code if a deploy caused it.
 */
export function RouteErrorPage() {
  return (
    <DeadEnd
      role="alert"
      title={copy.routeError.title}
      body={copy.routeError.body}
      action={
        <LinkButton href="/" variant="primary" size="lg">
          {copy.notFound.goHome}
        </LinkButton>
      }
    />
  );
}
