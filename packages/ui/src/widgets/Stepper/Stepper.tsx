import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { visuallyHidden } from '../../primitives/Field';
import { Icon } from '../../primitives/Icon';
import * as styles from './Stepper.css';
import { formatPosition, formatStepState, messages } from './Stepper.messages';

export interface StepperStep {
  id: string;
  /** The step's heading. */
  title: string;
  content: ReactNode;
  /** Whether Continue (or Finish) may be pressed on this step. @default true */
  isValid?: boolean;
  /**
   * Asked on Continue: `false` keeps the step (the step shows its errors), so Continue stays enabled
   * and explains instead of being disabled without a word. @default undefined (always continues)
   */
  validate?: () => boolean;
  /** Leave this step out (e.g. template steps for non-admins). @default false */
  isHidden?: boolean;
  /** A preview step: the button leading to it says "Preview". @default false */
  isPreview?: boolean;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** The shown step (index among visible steps) when controlled. @default undefined */
  activeIndex?: number;
  /** Called when the step changes. @default undefined */
  onActiveIndexChange?: (index: number) => void;
  /** Called on the last step's button. */
  onFinish: () => void;
  onCancel: () => void;
  /** Offer "Reset", which calls this and goes back to the first step. @default undefined */
  onReset?: () => void;
  /** Text of the last step's button, e.g. "Send invitation". @default translated "Finish" */
  finishLabel?: string;
  /** While the finish action runs. @default false */
  isPending?: boolean;
  /** Extra actions at the left of the footer (e.g. admin export on step 1). @default undefined */
  extraActions?: ReactNode;
  /** A message above the footer, e.g. a server's refusal of the finish action. @default undefined */
  message?: ReactNode;
  /** Keep the footer at the bottom of a scrolling container (a dialog's body with a long step). @default false */
  isFooterSticky?: boolean;
}

/**
 * A task in linear steps (invite consultants, select suppliers): one step at a time with its
 * heading; Continue is enabled only when the step is valid; on every change focus moves to the new
 * step's heading so keyboard and screen-reader users know where they are. In the list of steps each
 * one says its state to assistive technology (completed, current step, not started); steps not
 * yet reached are `aria-disabled`, the current one `aria-current="step"`.
 */
export function Stepper({
  steps,
  activeIndex,
  onActiveIndexChange,
  onFinish,
  onCancel,
  onReset,
  finishLabel,
  isPending = false,
  extraActions,
  message,
  isFooterSticky = false,
}: StepperProps) {
  const intl = useIntl();
  const visible = steps.filter((s) => !s.isHidden);
  const [own, setOwn] = useState(0);
  const index = Math.min(activeIndex ?? own, visible.length - 1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const go = (next: number) => {
    moved.current = true;
    if (activeIndex === undefined) setOwn(next);
    onActiveIndexChange?.(next);
  };
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);
  const current = visible[index];
  if (!current) return null;
  const isLast = index === visible.length - 1;
  const next = visible[index + 1];
  const valid = current.isValid !== false;
  const footer = (
    <div className={styles.footer}>
      {onReset ? (
        <Button
          variant="ghost"
          isDisabled={isPending}
          onPress={() => {
            onReset();
            go(0);
          }}
        >
          {intl.formatMessage(messages.reset)}
        </Button>
      ) : null}
      {extraActions}
      <span className={styles.spacer} />
      <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
        {intl.formatMessage(messages.cancel)}
      </Button>
      {index > 0 ? (
        <Button variant="secondary" onPress={() => go(index - 1)} isDisabled={isPending}>
          {intl.formatMessage(messages.back)}
        </Button>
      ) : null}
      {isLast ? (
        <Button onPress={onFinish} isDisabled={!valid} isPending={isPending}>
          {finishLabel ?? intl.formatMessage(messages.finish)}
        </Button>
      ) : (
        <Button onPress={() => (current.validate?.() ?? true) && go(index + 1)} isDisabled={!valid}>
          {intl.formatMessage(next?.isPreview ? messages.preview : messages.continue)}
        </Button>
      )}
    </div>
  );
  return (
    <div className={styles.stepper}>
      <ol className={styles.steps} aria-label={intl.formatMessage(messages.progress)}>
        {visible.map((step, i) => (
          <li
            key={step.id}
            className={styles.step}
            aria-current={i === index ? 'step' : undefined}
            aria-disabled={i > index || undefined}
            data-done={i < index || undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {i < index ? <Icon name="check" size={12} /> : intl.formatNumber(i + 1)}
            </span>
            {/* The tick, the number and the highlight show the state; screen readers get it in words. */}
            <span aria-hidden="true">{step.title}</span>
            <span style={visuallyHidden}>
              {formatStepState(intl, step.title, i < index ? 'done' : i === index ? 'current' : 'upcoming')}
            </span>
            {i < visible.length - 1 ? (
              <span className={styles.separator}>
                <Icon name="chevronRight" size={12} />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <div>
        <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {current.title}
        </h3>
        <span className={styles.position}>{formatPosition(intl, index + 1, visible.length)}</span>
      </div>
      <div>{current.content}</div>
      {isFooterSticky ? (
        // The message stays with the buttons, where the user pressed, however far the step scrolled.
        <div className={styles.stickyFooter}>
          {message}
          {footer}
        </div>
      ) : (
        <>
          {message}
          {footer}
        </>
      )}
    </div>
  );
}
