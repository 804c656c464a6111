import { paymentTermModes, type Id, type PaymentTerm, type PaymentTermMode, type PaymentTermPayload } from '@mandate/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { Icon } from '../../primitives/Icon';
import { ConfirmActionDialog } from '../ConfirmActionDialog/ConfirmActionDialog';
import { PaymentTermDialog } from '../PaymentTermDialog/PaymentTermDialog';
import * as styles from './PaymentTermsDialog.css';
import { formatDays, formatDeleteTerm, formatEditTerm, messages } from './PaymentTermsDialog.messages';

/** A payment term as the list has it: with its id. */
export type ListedPaymentTerm = PaymentTerm & { id: Id };

export interface PaymentTermsDialogProps {
  /** The payment terms, in the order to show them; the screen refreshes the list after each change. */
  terms: readonly ListedPaymentTerm[];
  /** Creates a term (POST create). Reject with a `FormRefusal`: the form stays open with the server's answer. */
  onCreate: (payload: PaymentTermPayload) => Promise<void>;
  /** Edits the term `id` (PUT edit). Reject with a `FormRefusal`: the form stays open with the server's answer. */
  onEdit: (id: Id, payload: PaymentTermPayload) => Promise<void>;
  /** Deletes the term `id` (DELETE delete), once confirmed. Reject with a `FormRefusal`: the question stays with the server's answer. */
  onDelete: (id: Id) => Promise<void>;
  /** Close, Escape, × or a click outside. */
  onClose: () => void;
  /** @default true */
  isOpen?: boolean;
}

/** Which dialog is open over the list. */
type Open = { kind: 'add' } | { kind: 'edit'; term: ListedPaymentTerm } | { kind: 'delete'; term: ListedPaymentTerm } | null;

/** Badge A (agency) or C (company), its full name read out and shown on hover. */
function ModeBadge({ mode }: { mode: PaymentTermMode }) {
  const intl = useIntl();
  const isAgency = mode === paymentTermModes.agency;
  return (
    <Badge tone={isAgency ? 'info' : 'neutral'} weight="strong" title={intl.formatMessage(isAgency ? messages.agency : messages.company)}>
      {intl.formatMessage(isAgency ? messages.agencyShort : messages.companyShort)}
    </Badge>
  );
}

/**
 * Payment terms list (001 §2.5): a row per term with its label, days and badge A (agency) or C
 * (company), Edit and Delete buttons; "Add payment term" and Close. Edit and Add open the
 * PaymentTermDialog over the list; Delete asks "Are you sure you want to delete payment term?" in
 * the ConfirmActionDialog. The dialog never fetches: it takes the list and the three calls as
 * promises; a refused call keeps its form or question open with the server's answer, a done one
 * closes it and the screen passes the refreshed list.
 */
export function PaymentTermsDialog({ terms, onCreate, onEdit, onDelete, onClose, isOpen = true }: PaymentTermsDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Dialog
        isOpen={isOpen}
        onOpenChange={(isNowOpen) => {
          if (!isNowOpen) onClose();
        }}
        title={intl.formatMessage(messages.title)}
        footer={
          <>
            <Button variant="secondary" icon={<Icon name="plus" />} onPress={() => setOpen({ kind: 'add' })}>
              {intl.formatMessage(messages.add)}
            </Button>
            <Button variant="primary" onPress={onClose}>
              {intl.formatMessage(messages.close)}
            </Button>
          </>
        }
      >
        {terms.length === 0 ? (
          <EmptyState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyHint)} />
        ) : (
          <ul className={styles.list} aria-label={intl.formatMessage(messages.title)}>
            {terms.map((term) => (
              <li key={term.id} className={styles.row}>
                <span className={styles.term}>
                  <span className={styles.label}>{term.label}</span>
                  <span className={styles.days}>{formatDays(intl, term.days)}</span>
                  <ModeBadge mode={term.mode} />
                </span>
                <span className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={formatEditTerm(intl, term.label)}
                    onPress={() => setOpen({ kind: 'edit', term })}
                  >
                    {intl.formatMessage(messages.edit)}
                  </Button>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={formatDeleteTerm(intl, term.label)}
                    onPress={() => setOpen({ kind: 'delete', term })}
                  >
                    {intl.formatMessage(messages.delete)}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
      {/* Mounted while open, so each opening starts from the term's values. */}
      {open?.kind === 'add' ? (
        <PaymentTermDialog
          onCancel={close}
          onSubmit={async (payload) => {
            await onCreate(payload);
            close();
          }}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <PaymentTermDialog
          term={open.term}
          onCancel={close}
          onSubmit={async (payload) => {
            await onEdit(open.term.id, payload);
            close();
          }}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmActionDialog
          texts={{ title: intl.formatMessage(messages.deleteTitle), message: intl.formatMessage(messages.deleteQuestion) }}
          isDestructive
          onCancel={close}
          onSubmit={async () => {
            await onDelete(open.term.id);
            close();
          }}
        />
      ) : null}
    </>
  );
}

export default PaymentTermsDialog;
