import { LinkButton } from '@shop/ui/LinkButton';
import { PageHeader } from '@shop/ui/PageHeader';
import { Stack } from '@shop/ui/Stack';
import type { ReactNode } from 'react';

/** A page that edits one record or the shop's settings: its h1, a link back to where staff came from, and the editor. */
export function EditorPage({ title, intro, back, children }: { title: string; intro?: string; back: { href: string; label: string }; children: ReactNode }) {
  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        intro={intro}
        actions={
          <LinkButton href={back.href} variant="secondary">
            {back.label}
          </LinkButton>
        }
      />
      {children}
    </Stack>
  );
}
