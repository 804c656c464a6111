import { useState } from 'react';
import { useIntl } from 'react-intl';
import { NumericInput, type NumericInputProps } from '../../primitives/NumericInput';
import * as styles from './MoneyInput.css';
import { formatAmountReadBack, messages } from './MoneyInput.messages';

/**
 * The currencies an amount is typed in: those of the `currencies` reference list (001 §3), as a
 * vacancy's salary may be in any of them (000 §6: CHF for Swiss customers, EUR otherwise).
 */
export const moneyCurrencies = ['chf', 'eur', 'gbp', 'usd'] as const;
export type MoneyCurrency = (typeof moneyCurrencies)[number];

export interface MoneyInputProps extends Omit<NumericInputProps, 'value' | 'defaultValue' | 'onChange' | 'currency' | 'aria-describedby'> {
  /** The currency shown after the digits; `'CHF'`/`'EUR'` as from `customerCurrency` are accepted too. @default 'chf' */
  currency?: MoneyCurrency | Uppercase<MoneyCurrency>;
  /** The amount in whole units; null when the field is empty. Controlled when given. @default undefined */
  value?: number | null;
  /** The initial amount when uncontrolled. @default null */
  defaultValue?: number | null;
  /** Called with the new amount, or null when the field was emptied. @default undefined */
  onChange?: (value: number | null) => void;
  /** Shows the amount with thousands separators and currency under the field ("Amount: CHF 120,000"). @default true */
  showReadBack?: boolean;
}

const toText = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? '' : String(Math.max(0, Math.trunc(value)));
/** Digits to a whole amount; "" is null. Exported for tests and callers that keep text. */
export const parseAmount = (text: string): number | null => (text === '' ? null : Number(text));

/**
 * A money amount typed as digits only, with its currency label after the field (001 §5, §9). Built on
 * **NumericInput**: letters and signs are refused, pasted text is filtered to its digits. The value
 * is a whole number or null.
 */
export function MoneyInput({ currency = 'chf', value, defaultValue = null, onChange, showReadBack = true, ...props }: MoneyInputProps) {
  const intl = useIntl();
  const code = currency.toLowerCase() as MoneyCurrency;
  const [text, setText] = useState(() => toText(value !== undefined ? value : defaultValue));
  // Controlled: follow the value when it changes from outside (not when it is what was typed).
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== undefined && value !== parseAmount(text)) setText(toText(value));
  }
  const amount = parseAmount(text);
  return (
    <div className={styles.root}>
      <NumericInput
        {...props}
        value={text}
        currency={intl.formatMessage(messages[code])}
        onChange={(next) => {
          setText(next);
          onChange?.(parseAmount(next));
        }}
      />
      {showReadBack && amount != null ? (
        <span className={styles.readBack}>
          {formatAmountReadBack(
            intl,
            intl.formatNumber(amount, { style: 'currency', currency: code.toUpperCase(), maximumFractionDigits: 0 }),
          )}
        </span>
      ) : null}
    </div>
  );
}
