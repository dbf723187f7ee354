import { LinkButton } from '@shop/ui/LinkButton';
import { PageHeader } from '@shop/ui/PageHeader';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
import type { ReactNode } from 'react';

interface EditorPageProps {
  title: string;
  intro?: string;
  back: { href: string; label: string };
  /** Other ways on from the record (its Hindi), after the way back. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page that edits one record or the shop's settings: its h1, a link back to where staff came from, and the editor. */
export function EditorPage({ title, intro, back, actions, children }: EditorPageProps) {
  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        intro={intro}
        actions={
          <Inline gap="2" wrap>
            <LinkButton href={back.href} variant="secondary">
              {back.label}
            </LinkButton>
            {actions}
          </Inline>
        }
      />
      {children}
    </Stack>
  );
}
