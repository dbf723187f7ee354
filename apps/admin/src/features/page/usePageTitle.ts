import { useEffect } from 'react';
import { shellCopy } from '../../copy/shell';

/**
 * The document's title for a page: "Audit log | Back-office | BirdShield India". Set in an effect, which
 * runs before the shell's: so the shell announces the new title when it moves focus to the heading.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${shellCopy.titleSuffix}`;
  }, [title]);
}
