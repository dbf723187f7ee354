import { LinkButton } from '@shop/ui/LinkButton';
import { translationCopy } from '../../copy/translation';

/**
 * "Hindi", to the page where staff translate one entry of an editor (a question, a banner, a photo): named for what
 * it translates, since a list shows one per entry. An entry not saved yet has no key, and nothing to translate.
 */
export function HindiLink({ href, of }: { href: string | undefined; of: string }) {
  if (!href) return null;
  return (
    <LinkButton size="sm" variant="secondary" href={href} aria-label={translationCopy.linkOf(of)}>
      {translationCopy.link}
    </LinkButton>
  );
}
