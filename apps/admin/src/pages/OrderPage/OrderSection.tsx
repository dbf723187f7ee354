import { SectionHeader } from '@shop/ui/SectionHeader';
import { Surface } from '@shop/ui/Surface';
import type { ReactNode } from 'react';

/** One panel of the order page, a section named by its title. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = `order-section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Surface as="section" aria-labelledby={titleId}>
      <SectionHeader title={title} titleId={titleId} />
      {children}
    </Surface>
  );
}
