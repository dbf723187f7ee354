import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-aria-components/Link';
import { cx } from '../../utils/cx';
import { ErrorIcon } from '../TextField/FieldParts';
import { findFieldControl } from './findFieldControl';
import * as styles from './FormErrorSummary.css';
import { useUiWords } from '../../words/UiWords';
import { formErrorSummaryWords } from './formErrorSummaryWords';

/** The API's error body: `{ detail, errors: { field: [messages] } }`. */
export interface ServerFieldErrors {
  detail?: string;
  errors?: Record<string, string | string[]>;
}

export interface FormErrorSummaryProps extends ServerFieldErrors {
  /** The summary's heading, e.g. "Check the product details". */
  title?: string;
  /**
   * The visible label of each field by its `name`, e.g. `{ pincode: 'Pincode' }`.
   * Errors of these fields become links to the field; others are listed as text.
   */
  fieldLabels?: Record<string, string>;
  /** The heading's level, so it fits the page outline. */
  headingLevel?: 2 | 3;
  /** Move focus to the summary when it appears, so the keyboard and screen reader start at the errors. Default on. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * What went wrong with a submitted form, in one box at its top: the server's
 * `detail` and a link per field error that moves focus to that field. Fields
 * show their own messages through react-aria's `Form validationErrors`.
 */
export function FormErrorSummary({
  title: ownTitle,
  detail,
  errors = {},
  fieldLabels = {},
  headingLevel = 2,
  autoFocus = true,
  className,
}: FormErrorSummaryProps) {
  const words = useUiWords('formErrorSummary', formErrorSummaryWords);
  const title = ownTitle ?? words.title;
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const entries = Object.entries(errors).flatMap(([field, messages]) =>
    [messages].flat().map((message) => ({ field, message })),
  );

  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  const focusField = (field: string) => {
    const scope = ref.current?.closest('form') ?? document;
    findFieldControl(scope, field)?.focus();
  };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      // Focused, it is read at once; left unfocused, an alert announces it instead.
      role={autoFocus ? 'group' : 'alert'}
      aria-labelledby={headingId}
      className={cx(styles.summary, className)}
    >
      <Heading id={headingId} className={styles.title}>
        <ErrorIcon />
        {title}
      </Heading>
      {detail && <p className={styles.detail}>{detail}</p>}
      {entries.length > 0 && (
        <ul className={styles.list}>
          {entries.map(({ field, message }) => {
            const label = fieldLabels[field];
            return (
              <li key={`${field}:${message}`}>
                {label ? (
                  <Link className={styles.link} onPress={() => focusField(field)}>
                    {`${label}: ${message}`}
                  </Link>
                ) : (
                  message
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
