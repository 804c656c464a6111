import { useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
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
  /** Let the user move the dialog by dragging its title bar. @default false */
  isDraggable?: boolean;
  /** Show the × button. @default true */
  showCloseButton?: boolean;
  /** Use `alertdialog` for confirmations and errors. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
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
  ...props
}: DialogProps) {
  const intl = useIntl();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (!isDraggable || event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: offset.x, y: offset.y, startX: event.clientX, startY: event.clientY };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (d) setOffset({ x: d.x + event.clientX - d.startX, y: d.y + event.clientY - d.startY });
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <ModalOverlay {...props} isDismissable={isDismissable} isKeyboardDismissDisabled={false} className={styles.overlay}>
      <Modal className={styles.modal({ size })} style={isDraggable ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <header
                className={isDraggable ? `${styles.header} ${styles.draggableHeader}` : styles.header}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
                data-testid={isDraggable ? 'dialog-drag-handle' : undefined}
              >
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {showCloseButton ? (
                  <AriaButton className={styles.closeButton} onPress={close} aria-label={intl.formatMessage(messages.close)}>
                    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                      <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
                    </svg>
                  </AriaButton>
                ) : null}
              </header>
              <div className={styles.body}>{children}</div>
              {footer ? <footer className={styles.footer}>{footer}</footer> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
