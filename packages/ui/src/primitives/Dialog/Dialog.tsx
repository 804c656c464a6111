import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Form,
  Heading,
  Modal,
  ModalOverlay,
  type FormProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';
import { messages } from './Dialog.messages';

export const dialogSizes = ['default', 'narrow', 'error'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** The title, also the dialog's accessible name. */
  title: ReactNode;
  /** The content. */
  children: ReactNode;
  /** The actions, right-aligned at the bottom (primary last). @default undefined */
  footer?: ReactNode;
  /** default: 90% wide, 300–640 px; narrow: up to 420 px; error: up to 800 px. @default 'default' */
  size?: DialogSize;
  /** Whether a click outside closes it. Dialogs holding a form the user could lose say false (001 §2.5). @default true */
  isDismissable?: boolean;
  /**
   * Let the user move the dialog by its title bar: dragged with the pointer, or focused (it is a tab
   * stop, named "Move dialog" with its instructions) and moved with the arrow keys, 16 px a step,
   * 64 px with Shift. It stays inside the viewport. @default false
   */
  isDraggable?: boolean;
  /** Show the × button. @default true */
  showCloseButton?: boolean;
  /** Use `alertdialog` for confirmations and errors. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /**
   * Makes body and footer one form (react-aria's `Form`), so a submit button in the footer submits
   * the fields in the body; the body still scrolls between a fixed header and footer. Used by
   * `FormDialog`. @default undefined
   */
  form?: Omit<FormProps, 'className' | 'style' | 'children'>;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes it, focus returns to the trigger.
 * Open it with `isOpen`/`onOpenChange` or inside a `DialogTrigger`.
 */
export function Dialog({
  title,
  children,
  footer,
  size = 'default',
  isDismissable = true,
  isDraggable = false,
  showCloseButton = true,
  role = 'dialog',
  form,
  ...props
}: DialogProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <DialogFrame
        title={title}
        footer={footer}
        size={size}
        isDraggable={isDraggable}
        showCloseButton={showCloseButton}
        role={role}
        form={form}
      >
        {children}
      </DialogFrame>
    </ModalOverlay>
  );
}

type FrameProps = Required<Pick<DialogProps, 'size' | 'isDraggable' | 'showCloseButton' | 'role'>> &
  Pick<DialogProps, 'title' | 'children' | 'footer' | 'form'>;

/** Mounted only while open, so a dragged dialog opens centred again next time. */
function DialogFrame({ title, children, footer, size, isDraggable, showCloseButton, role, form }: FrameProps) {
  const intl = useIntl();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; startX: number; startY: number; bounds: DOMRect; handle: number } | null>(null);
  const modalRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);

  // A body that scrolls becomes a tab stop so keyboard users can scroll it too.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const check = () => setBodyScrolls(body.scrollHeight > body.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(body);
    for (const child of Array.from(body.children)) observer.observe(child);
    return () => observer.disconnect();
  });

  const instructionsId = useId();
  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (!isDraggable || event.button !== 0 || (event.target as HTMLElement).closest('button') || !modalRef.current) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const bounds = modalRef.current.getBoundingClientRect();
    drag.current = {
      x: offset.x,
      y: offset.y,
      startX: event.clientX,
      startY: event.clientY,
      bounds,
      handle: event.currentTarget.offsetHeight,
    };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    // Keep the whole width and the title bar inside the viewport so the dialog can always be reached.
    const dx = clamp(event.clientX - d.startX, -d.bounds.left, window.innerWidth - d.bounds.right);
    const dy = clamp(event.clientY - d.startY, -d.bounds.top, window.innerHeight - d.bounds.top - d.handle);
    setOffset({ x: d.x + dx, y: d.y + dy });
  };
  const endDrag = () => {
    drag.current = null;
  };
  // The focused title bar moves with the arrow keys, inside the same bounds as a drag.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    const direction = arrows[event.key];
    if (!isDraggable || !direction || event.target !== event.currentTarget || !modalRef.current) return;
    event.preventDefault();
    const bounds = modalRef.current.getBoundingClientRect();
    const step = event.shiftKey ? keyboardStep.large : keyboardStep.small;
    const dx = clamp(direction.x * step, -bounds.left, window.innerWidth - bounds.right);
    const dy = clamp(direction.y * step, -bounds.top, window.innerHeight - bounds.top - event.currentTarget.offsetHeight);
    setOffset((current) => ({ x: current.x + dx, y: current.y + dy }));
  };

  const content = (
    <>
      <div ref={bodyRef} className={styles.body} tabIndex={bodyScrolls ? 0 : undefined}>
        {children}
      </div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </>
  );

  return (
    <Modal
      ref={modalRef}
      className={styles.modal({ size })}
      style={isDraggable ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
    >
      <AriaDialog role={role} className={styles.dialog}>
        {({ close }) => (
          <>
            <header
              className={styles.header({ isDraggable })}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              {...(isDraggable
                ? {
                    role: 'group',
                    tabIndex: 0,
                    'aria-label': intl.formatMessage(messages.move),
                    'aria-describedby': instructionsId,
                    onKeyDown,
                  }
                : {})}
            >
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {showCloseButton ? (
                <AriaButton className={styles.closeButton} onPress={close} aria-label={intl.formatMessage(messages.close)}>
                  <Icon name="close" />
                </AriaButton>
              ) : null}
              {isDraggable ? (
                <span id={instructionsId} style={visuallyHidden}>
                  {intl.formatMessage(messages.moveInstructions)}
                </span>
              ) : null}
            </header>
            {form ? (
              <Form {...form} className={styles.form}>
                {content}
              </Form>
            ) : (
              content
            )}
          </>
        )}
      </AriaDialog>
    </Modal>
  );
}

/** Arrow-key steps of a draggable dialog's title bar, in px. */
const keyboardStep = { small: 16, large: 64 };
const arrows: Partial<Record<string, { x: number; y: number }>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, Math.min(min, 0)), Math.max(max, 0));
}
