import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components/TextField';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { TagIcon } from '../Icon/icons/promise';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/FieldParts';
import * as styles from './CouponBox.css';
import { useUiWords } from '../../words/UiWords';
import { couponBoxWords } from './couponBoxWords';

/**
 * A coupon the order uses, in the shop's words. What it gives and saves may be left out while the shop has
 * not answered yet (a code kept from an earlier visit, checked again): the code alone is shown.
 */
export interface AppliedCoupon {
  /** The code as the shop shows it ("SPIKE10"). */
  code: string;
  /** What it gives: "10% off Bird Nets on orders of ₹999 or more". */
  description?: string;
  /** What it takes off this order: "You save ₹150.00". */
  savingText?: string;
}

/** The answer to Apply: used, or refused with the reason to show at the field. */
export type CouponAnswer = { ok: true } | { ok: false; message: string };

export interface CouponBoxProps {
  /** The coupon the order uses, or null: the box then offers the field and Apply. */
  applied: AppliedCoupon | null;
  /**
   * Checks the code as typed (spaces around it trimmed) and, when it can be used, makes it the `applied` one.
   * Resolve `{ ok: false, message }` for a refusal; a throw reads as `failedMessage`.
   */
  onApply: (code: string) => Promise<CouponAnswer>;
  /** The shopper pressed Remove: set `applied` to null. */
  onRemove: () => void;
  /**
   * A refusal that did not come from Apply (the order or its quote would not take the coupon): shown at the
   * field, announced at once, until the shopper edits the code. Clear it when the shopper applies again.
   */
  error?: string | null;
  /**
   * Said politely under the field while no coupon is applied and the field shows no error: a coupon the shop
   * took off because the order changed ("SPIKE10 was removed. This coupon needs an order of ₹999 or more.").
   */
  notice?: string | null;
  label?: string;
  description?: ReactNode;
  /** The button's label. */
  applyLabel?: string;
  /** The button's label while `onApply` runs. */
  checkingLabel?: string;
  removeLabel?: string;
  /** The applied coupon's headline, given its code: "SPIKE10 applied". */
  appliedLabel?: (code: string) => string;
  /** Shown when `onApply` throws (no network): the code may be fine, so say so. */
  failedMessage?: string;
  className?: string;
}

/**
 * The coupon of the cart and the checkout: a code and Apply, or the applied coupon with what it saves and
 * Remove. Enter applies; Apply shows it is busy while `onApply` runs; a refusal is the field's error. Focus
 * goes to Remove once a coupon is applied, and back to the field when it is removed.
 */
export function CouponBox({
  applied,
  onApply,
  onRemove,
  error = null,
  notice = null,
  label: ownLabel,
  description,
  applyLabel: ownApplyLabel,
  checkingLabel: ownCheckingLabel,
  removeLabel: ownRemoveLabel,
  appliedLabel: ownAppliedLabel,
  failedMessage: ownFailedMessage,
  className,
}: CouponBoxProps) {
  const words = useUiWords('couponBox', couponBoxWords);
  const label = ownLabel ?? words.label;
  const applyLabel = ownApplyLabel ?? words.apply;
  const checkingLabel = ownCheckingLabel ?? words.checking;
  const removeLabel = ownRemoveLabel ?? words.remove;
  const appliedLabel = ownAppliedLabel ?? words.applied;
  const failedMessage = ownFailedMessage ?? words.failed;
  const [code, setCode] = useState('');
  const [isChecking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(error);
  const [isRemovedHere, setRemovedHere] = useState(false);
  const appliedId = useId();
  const noticeId = useId();
  // Each Apply and each edit gets a number, so that a refusal of a code edited since is not shown.
  const latestAttempt = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once that element is in the page: the parent shows or drops the coupon when it likes.
  const focusNext = useRef<'remove' | 'field' | null>(null);

  // A new refusal from outside replaces the field's message.
  const [seenError, setSeenError] = useState(error);
  if (error !== seenError) {
    setSeenError(error);
    setRefusal(error);
  }

  // A coupon the parent dropped comes back into the field, so that the reason given refers to something in
  // view and Apply can try it again; one the shopper removed leaves the field empty.
  const appliedCode = applied?.code ?? null;
  const [seenCode, setSeenCode] = useState(appliedCode);
  if (appliedCode !== seenCode) {
    setSeenCode(appliedCode);
    if (appliedCode === null && seenCode !== null) setCode(isRemovedHere ? '' : seenCode);
    setRemovedHere(false);
  }

  useEffect(() => {
    const target = focusNext.current === 'remove' ? removeRef.current : focusNext.current === 'field' ? inputRef.current : null;
    if (!target) return;
    target.focus();
    focusNext.current = null;
  });

  // A coupon the parent dropped while Remove had focus took the focus with it: it goes to the field. Focus
  // anywhere else (a quantity stepper, Place order) stays where the shopper is.
  const removeHasFocus = useRef(false);
  const hadCoupon = useRef(appliedCode !== null);
  useEffect(() => {
    const isDropped = hadCoupon.current && appliedCode === null;
    hadCoupon.current = appliedCode !== null;
    if (isDropped && removeHasFocus.current) inputRef.current?.focus();
    if (isDropped) removeHasFocus.current = false;
  }, [appliedCode]);

  // A refusal at the field is the newer and more pressing message.
  const shownNotice = refusal === null ? notice : null;

  const edit = (text: string) => {
    setCode(text);
    latestAttempt.current += 1;
    setRefusal(null);
  };

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '' || isChecking) return;
    const attempt = ++latestAttempt.current;
    setChecking(true);
    setRefusal(null);
    let answer: CouponAnswer;
    try {
      answer = await onApply(typed);
    } catch {
      answer = { ok: false, message: failedMessage };
    }
    setChecking(false);
    if (answer.ok) {
      setCode('');
      focusNext.current = 'remove';
    } else if (attempt === latestAttempt.current) {
      setRefusal(answer.message);
    }
  };

  const remove = () => {
    setRemovedHere(true);
    focusNext.current = 'field';
    onRemove();
  };

  return (
    <div className={cx(styles.box, className)}>
      {applied === null && (
        <form className={styles.form} onSubmit={(event) => void apply(event)} noValidate>
          <TextField
            value={code}
            onChange={edit}
            isInvalid={refusal !== null}
            aria-describedby={shownNotice ? noticeId : undefined}
            autoComplete="off"
            className={styles.field}
          >
            <FieldLabel>{label}</FieldLabel>
            <div className={styles.row}>
              <Input ref={inputRef} className={styles.input} autoCapitalize="characters" spellCheck={false} />
              <Button
                type="submit"
                variant="secondary"
                className={styles.button}
                isDisabled={code.trim() === ''}
                isPending={isChecking}
                pendingLabel={checkingLabel}
              >
                {applyLabel}
              </Button>
            </div>
            {description !== undefined && <FieldDescription>{description}</FieldDescription>}
            {/* In the page before a refusal is put into it, so that the refusal is announced. */}
            <div role="alert">
              <FieldErrorText>{refusal}</FieldErrorText>
            </div>
          </TextField>
        </form>
      )}
      <div className={applied ? styles.applied : undefined}>
        {/* In the page in both states, so that an applied coupon or a notice put into it is announced. */}
        <div role="status" className={styles.status}>
          {applied ? (
            <span id={appliedId} className={styles.appliedText}>
              <TagIcon className={styles.tagIcon} />
              <span className={styles.appliedLines}>
                <span className={styles.appliedHeadline}>{appliedLabel(applied.code)}</span>
                {applied.description && (
                  <>
                    {' '}
                    <span className={styles.appliedDetail}>{applied.description}</span>
                  </>
                )}
                {applied.savingText && (
                  <>
                    {' '}
                    <span className={styles.saving}>{applied.savingText}</span>
                  </>
                )}
              </span>
            </span>
          ) : (
            shownNotice && (
              <span id={noticeId} className={styles.notice}>
                {shownNotice}
              </span>
            )
          )}
        </div>
        {applied && (
          <Button
            ref={removeRef}
            variant="ghost"
            size="sm"
            className={styles.remove}
            aria-describedby={appliedId}
            onPress={remove}
            onFocusChange={(isFocused) => {
              removeHasFocus.current = isFocused;
            }}
          >
            {removeLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
