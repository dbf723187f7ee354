import type { ElementType, ReactNode } from 'react';
import { cx } from '../utils/cx';
import * as styles from './LayoutSample.css';

/** Stand-in content for the layout primitives' stories: visible edges, a readable label. */
export function LayoutSample({
  children,
  tall = false,
  as: Element = 'div',
}: {
  children: ReactNode;
  tall?: boolean;
  as?: ElementType;
}) {
  return <Element className={cx(styles.sample, tall && styles.tall)}>{children}</Element>;
}
