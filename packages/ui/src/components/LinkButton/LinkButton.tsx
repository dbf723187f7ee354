import type { RefAttributes } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { cx } from '../../utils/cx';
import * as buttonStyles from '../Button/Button.css';
import type { ButtonVariant } from '../Button/Button.tokens';

export interface LinkButtonProps extends AriaLinkProps, RefAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  isFullWidth?: boolean;
}

/**
 * A link that looks like a Button: use it when the control navigates
 * ("Shop bird spikes", "View order") rather than acts. It stays an `<a>`, so
 * it opens in a new tab, can be bookmarked and is listed as a link by screen
 * readers. Client-side routing comes from react-aria's `RouterProvider`.
 */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  className,
  children,
  ...props
}: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (extra) =>
        cx(buttonStyles.button({ variant, size, fullWidth: isFullWidth }), extra),
      )}
    >
      {composeRenderProps(children, (content) => (
        <span className={buttonStyles.label}>{content}</span>
      ))}
    </AriaLink>
  );
}
