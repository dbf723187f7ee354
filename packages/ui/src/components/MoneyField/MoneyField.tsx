import { useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { paiseFromRupeesText, rupeesTextFromPaise } from './money';

export interface MoneyFieldProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'validate' | 'errorMessage'> {
  /** The amount in paise; null while the field is empty or holds something that is not an amount. */
  value: number | null;
  onChange: (paise: number | null) => void;
  /** A problem from outside (the server's, the form's); shown in place of the field's own. */
  errorMessage?: string;
  /** Shown, once the field is left, when its text is not an amount of rupees. */
  notAmountMessage?: string;
}

const defaultNotAmount = 'Enter an amount in rupees, such as 1,299 or 1,299.50.';

/**
 * An amount of money: people type rupees (₹1,299.50, with or without grouping commas), the value is
 * integer paise, as the shop keeps money. On leaving the field the text is rewritten with Indian
 * grouping (1,29,999.50), so what was understood is shown; text that is not an amount is pointed out
 * then, not while it is being typed. The numeric keyboard opens on phones.
 */
export function MoneyField({
  value,
  onChange,
  errorMessage,
  notAmountMessage = defaultNotAmount,
  isInvalid,
  onBlur,
  ...props
}: MoneyFieldProps) {
  const [text, setText] = useState(() => (value === null ? '' : rupeesTextFromPaise(value)));
  const [isLeft, setLeft] = useState(false);
  // The value the text stands for. A different value from outside (a product loaded, a form reset)
  // replaces the text, during render as React advises for state that follows a prop.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (paiseFromRupeesText(text) !== value) setText(value === null ? '' : rupeesTextFromPaise(value));
  }

  const isNotAmount = isLeft && text.trim() !== '' && paiseFromRupeesText(text) === null;
  const problem = errorMessage ?? (isNotAmount ? notAmountMessage : undefined);

  return (
    <TextField
      {...props}
      value={text}
      inputMode="decimal"
      onChange={(next) => {
        const paise = paiseFromRupeesText(next);
        setText(next);
        setLeft(false);
        setShownValue(paise);
        onChange(paise);
      }}
      onBlur={(event) => {
        setLeft(true);
        const paise = paiseFromRupeesText(text);
        if (paise !== null) setText(rupeesTextFromPaise(paise));
        onBlur?.(event);
      }}
      isInvalid={isInvalid || problem !== undefined}
      errorMessage={problem}
    />
  );
}
