import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { diffValues, formatPlainValue, humanizeField, type FieldChange, type RecordValues } from './diffValues';
import * as styles from './ValueDiff.css';

export interface ValueDiffProps {
  /** The record before the change; null for a create. */
  before: RecordValues;
  /** The record after the change; null for a delete. */
  after: RecordValues;
  /** Names the table for screen readers, e.g. "Changes to product 12". */
  caption: string;
  /**
   * What each field is called on screen, by its path (`price_paise`, `address.city`): a map, or a
   * function for rules ("`*_paise` fields are named without it"). Fields without a label are read
   * from their name.
   */
  fieldLabels?: Readonly<Record<string, string>> | ((field: string) => string | undefined);
  /**
   * The field's value as text (money in rupees, a date in the shop's format), or undefined for the
   * default: "Yes"/"No", grouped digits, lists joined by commas.
   */
  formatValue?: (value: unknown, field: string) => string | undefined;
  /** Fields never listed, e.g. `version` or `updated_at`, which every change moves. */
  hiddenFields?: ReadonlyArray<string>;
  /** List the fields that stayed the same too (dimmed); by default only the changed ones. */
  showUnchanged?: boolean;
  beforeLabel?: string;
  afterLabel?: string;
  /** Said when no listed field changed. */
  noChangesMessage?: string;
  className?: string;
}

const kindDescription: Record<FieldChange['kind'], string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  unchanged: 'unchanged',
};

/**
 * A record before and after a change, side by side, one row per field that changed: what a staff
 * member needs from an audit entry, instead of two JSON documents to compare by eye. Nested values
 * are opened into fields (`Address city`), lists of photos into one row per photo's field.
 */
export function ValueDiff({
  before,
  after,
  caption,
  fieldLabels = {},
  formatValue,
  hiddenFields = [],
  showUnchanged = false,
  beforeLabel = 'Before',
  afterLabel = 'After',
  noChangesMessage = 'No field changed.',
  className,
}: ValueDiffProps) {
  const changes = diffValues(before, after).filter((change) => !hiddenFields.includes(change.field));
  const shown = showUnchanged ? changes : changes.filter((change) => change.kind !== 'unchanged');
  const changedCount = changes.filter((change) => change.kind !== 'unchanged').length;
  const text = (value: unknown, field: string) => formatValue?.(value, field) ?? formatPlainValue(value);
  const label = (field: string) => (typeof fieldLabels === 'function' ? fieldLabels(field) : fieldLabels[field]) ?? humanizeField(field);

  if (changedCount === 0 && !showUnchanged) {
    return <p className={cx(styles.noChanges, className)}>{noChangesMessage}</p>;
  }

  return (
    <div className={cx(styles.root, className)}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.headCell}>
              Field
            </th>
            <th scope="col" className={styles.headCell}>
              {beforeLabel}
            </th>
            <th scope="col" className={styles.headCell}>
              {afterLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((change) => (
            <tr key={change.field} className={styles.row({ kind: change.kind })} data-kind={change.kind}>
              <th scope="row" className={styles.field}>
                {label(change.field)}
                {/* Read with the name ("Selling price changed"); the tints and columns show it on screen. */}
                <span className={visuallyHidden}>{` ${kindDescription[change.kind]}`}</span>
              </th>
              <td className={styles.value({ side: 'before', kind: change.kind })}>
                <span className={styles.sideLabel} aria-hidden="true">
                  {beforeLabel}
                </span>
                <Value text={text(change.before, change.field)} />
              </td>
              <td className={styles.value({ side: 'after', kind: change.kind })}>
                <span className={styles.sideLabel} aria-hidden="true">
                  {afterLabel}
                </span>
                <Value text={text(change.after, change.field)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** No value (null, missing) is a dash on screen and "no value" to a screen reader; an empty text says so. */
function Value({ text }: { text: string | undefined }) {
  if (text === undefined) {
    return (
      <>
        <span aria-hidden="true" className={styles.empty}>
          —
        </span>
        <span className={visuallyHidden}>no value</span>
      </>
    );
  }
  if (text === '') return <span className={styles.empty}>(empty)</span>;
  return <span className={styles.text}>{text}</span>;
}
