import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Input, Label, SearchField as AriaSearchField } from 'react-aria-components/SearchField';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './SearchField.css';
import { ClearIcon, SearchIcon } from './SearchIcons';
import { useUiWords } from '../../words/UiWords';
import { searchFieldWords } from './searchFieldWords';

export interface SearchFieldProps {
  /** Called with the trimmed text when the customer submits; never with empty text. */
  onSubmit: (query: string) => void;
  /** The hint inside the box, e.g. "Search BirdShield India". */
  placeholder?: string;
  /** The field's accessible name (visually hidden) and the search landmark's name. */
  label?: string;
  /** Name of the icon button that opens the collapsed form. */
  openLabel?: string;
  /** Name of the button that submits. */
  submitLabel?: string;
  /** Name of the button that clears the text. */
  clearLabel?: string;
  /**
   * `auto`: an icon at 600 px wide or less, the full box above. `always`: an
   * icon at every width (a crowded header). `never`: always the full box.
   */
  collapse?: 'auto' | 'always' | 'never';
  /** The text (controlled). */
  value?: string;
  /** The starting text (uncontrolled), e.g. the current query on the results page. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  className?: string;
}

/**
 * The shop's search form: a search landmark with a text box and a search
 * button. On phones (or with `collapse="always"`) it starts as an icon button
 * that reveals the form and moves focus into the box; Escape clears the text,
 * then collapses the form and puts focus back on the icon.
 */
export function SearchField({
  onSubmit,
  placeholder,
  label: ownLabel,
  openLabel: ownOpenLabel,
  submitLabel: ownSubmitLabel,
  clearLabel: ownClearLabel,
  collapse = 'auto',
  value,
  defaultValue = '',
  onChange,
  className,
}: SearchFieldProps) {
  const words = useUiWords('searchField', searchFieldWords);
  const label = ownLabel ?? words.label;
  const openLabel = ownOpenLabel ?? words.open;
  const submitLabel = ownSubmitLabel ?? words.submit;
  const clearLabel = ownClearLabel ?? words.clear;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const text = value ?? uncontrolled;
  const [isOpen, setOpen] = useState(false);
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const isCollapsible = () =>
    collapse === 'always' || (collapse === 'auto' && window.matchMedia(styles.collapsedQuery).matches);

  const setText = (next: string) => {
    setUncontrolled(next);
    onChange?.(next);
  };

  const open = () => {
    // Render the form first, so that the input can take focus in the same press.
    flushSync(() => setOpen(true));
    inputRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) onSubmit(query);
  };

  // react-aria's field clears non-empty text on Escape and lets an Escape on empty text through to here.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || !isOpen || !isCollapsible()) return;
    flushSync(() => setOpen(false));
    toggleRef.current?.focus();
  };

  // Tapping elsewhere on a phone folds an empty form away again; typed text keeps it open.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (text.trim() === '') setOpen(false);
  };

  return (
    <div className={cx(styles.root, className)} data-collapse={collapse} data-open={isOpen || undefined}>
      {collapse !== 'never' && (
        <AriaButton
          ref={toggleRef}
          className={styles.toggle}
          aria-label={openLabel}
          aria-expanded={isOpen}
          aria-controls={formId}
          onPress={open}
        >
          <SearchIcon className={styles.icon} />
        </AriaButton>
      )}
      <form id={formId} role="search" aria-label={label} className={styles.form} onSubmit={submit} onKeyDown={onKeyDown} onBlur={onBlur}>
        <div className={styles.box}>
          <AriaSearchField value={text} onChange={setText} className={styles.field}>
            <Label className={visuallyHidden}>{label}</Label>
            <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
            <AriaButton className={styles.clear} aria-label={clearLabel}>
              <ClearIcon className={styles.icon} />
            </AriaButton>
          </AriaSearchField>
          <AriaButton type="submit" className={styles.submit} aria-label={submitLabel}>
            <SearchIcon className={styles.icon} />
          </AriaButton>
        </div>
      </form>
    </div>
  );
}
