import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';

export interface ErrorStateProps {
  /** What went wrong, in plain words: "This order could not be loaded". */
  title: string;
  /** Why, if known, and what the customer can do. */
  description?: ReactNode;
  /** The ways out: a Button to try again, a LinkButton home or to support. */
  actions?: ReactNode;
  /** A decorative icon; a warning sign suits most errors. */
  icon?: ReactNode;
  /** 1 (default) when the error replaces the whole page; 2 or 3 when it replaces one section. */
  headingLevel?: 1 | 2 | 3;
  /** `page` (default) or `compact` inside a section. */
  size?: 'page' | 'compact';
  className?: string;
}

/**
 * A page-level error: the page (or a section of it) could not be shown. It is
 * an EmptyState in the error colours, announced as an alert, with a title,
 * an explanation and the ways out.
 */
export function ErrorState({ title, description, actions, icon, headingLevel = 1, size = 'page', className }: ErrorStateProps) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={actions}
      icon={icon}
      headingLevel={headingLevel}
      size={size}
      tone="critical"
      role="alert"
      className={className}
    />
  );
}
