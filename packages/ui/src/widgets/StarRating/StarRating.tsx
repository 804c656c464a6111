import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './StarRating.css';
import { formatLabelled, formatRatingValue, messages } from './StarRating.messages';
import { NEW_RATING, RATING_MAX, clampRating, ratingAfterKey, starFills } from './rating';

export interface StarRatingProps {
  /** The rating, 0–5 in half steps; −1 means "new" (not rated yet). @default undefined */
  value?: number;
  /** Initial rating when uncontrolled. @default 0 */
  defaultValue?: number;
  /** Called with the new rating. @default undefined */
  onChange?: (value: number) => void;
  /** A visible label; without it give `aria-label`. @default undefined */
  label?: string;
  /** @default undefined */
  'aria-label'?: string;
  /** Show the rating without letting the user change it. @default false */
  isReadOnly?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Star size in px. @default 20 */
  size?: number;
}

function Star({ fill, size, clipId }: { fill: number; size: number; clipId: string }) {
  const path = 'M10 1.5l2.6 5.5 6 .8-4.4 4.2 1.1 6-5.3-2.9-5.3 2.9 1.1-6L1.4 7.8l6-.8z';
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" className={styles.star}>
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={20 * fill} height="20" />
        </clipPath>
      </defs>
      <path d={path} fill="currentColor" className={styles.empty} />
      {fill > 0 ? <path d={path} fill="currentColor" clipPath={`url(#${clipId})`} /> : null}
    </svg>
  );
}

/**
 * A rating of 0 to 5 stars in half steps. As an input it is a slider: arrows change it by half a
 * star, PageUp and PageDown by a whole star, Home and End jump to 0 and 5, a click on the left or
 * right half of a star picks that half.
 * Read-only, a rating of −1 shows "New".
 */
export function StarRating({
  value,
  defaultValue = 0,
  onChange,
  label,
  isReadOnly = false,
  isDisabled = false,
  size = 20,
  'aria-label': ariaLabel,
}: StarRatingProps) {
  const intl = useIntl();
  const id = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const isNew = current === NEW_RATING || current < 0;
  const set = (next: number) => {
    if (isReadOnly || isDisabled) return;
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const valueText = isNew ? intl.formatMessage(messages.newLabel) : formatRatingValue(intl, clampRating(current), RATING_MAX);
  const labelText = label ?? ariaLabel;
  const name = labelText ? formatLabelled(intl, labelText, valueText) : valueText;

  if (isReadOnly && isNew) {
    return (
      <span className={styles.badge} role="img" aria-label={name}>
        {intl.formatMessage(messages.new)}
      </span>
    );
  }

  const fills = starFills(isNew ? 0 : current);
  const stars = fills.map((fill, i) => <Star key={i} fill={fill} size={size} clipId={`${id}-star-${i}`} />);

  if (isReadOnly) {
    return (
      <span className={styles.stars} role="img" aria-label={name}>
        {stars}
      </span>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const next = ratingAfterKey(current, event.key);
    if (next === null || isDisabled) return;
    event.preventDefault();
    set(next);
  };
  const onClick = (event: MouseEvent<HTMLSpanElement>) => {
    const target = (event.target as Element).closest('svg');
    if (!target || isDisabled) return;
    const index = [...event.currentTarget.querySelectorAll('svg')].indexOf(target as SVGSVGElement);
    const rect = target.getBoundingClientRect();
    const half = event.clientX - rect.left < rect.width / 2 ? 0.5 : 1;
    set(index + half);
  };
  return (
    <span className={styles.root}>
      {label ? (
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
      ) : null}
      <span
        role="slider"
        tabIndex={isDisabled ? -1 : 0}
        aria-labelledby={label ? `${id}-label` : undefined}
        aria-label={label ? undefined : ariaLabel}
        aria-valuemin={0}
        aria-valuemax={RATING_MAX}
        aria-valuenow={isNew ? 0 : clampRating(current)}
        aria-valuetext={valueText}
        aria-disabled={isDisabled || undefined}
        className={`${styles.stars} ${styles.interactive}`}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {stars}
      </span>
    </span>
  );
}
