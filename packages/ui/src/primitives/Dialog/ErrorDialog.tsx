import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import * as styles from './Dialog.css';
import { messages } from './Dialog.messages';

export interface ErrorDetails {
  /** The technical message. */
  message?: string | null;
  /** Where it happened. */
  file?: string | null;
  line?: number | null;
  /** The raw response body when there is no message. */
  body?: string | null;
}

export interface ErrorDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Technical details for non-production environments (000 §8). @default undefined */
  details?: ErrorDetails;
}

/** "Something went wrong", with technical details outside production. 800 px wide. */
export function ErrorDialog({ isOpen, onClose, details }: ErrorDialogProps) {
  const intl = useIntl();
  const location = details?.file ? `${details.file}${details.line ? `:${details.line}` : ''}` : null;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(messages.errorTitle)}
      size="error"
      role="alertdialog"
      footer={
        <Button variant="primary" onPress={onClose}>
          {intl.formatMessage(messages.errorClose)}
        </Button>
      }
    >
      <p>{intl.formatMessage(messages.errorText)}</p>
      {details?.message ? (
        <section aria-label={intl.formatMessage(messages.errorMessage)}>
          <pre className={styles.details} tabIndex={0}>
            {details.message}
          </pre>
        </section>
      ) : null}
      {location ? (
        <section aria-label={intl.formatMessage(messages.errorLocation)}>
          <pre className={styles.details} tabIndex={0}>
            {location}
          </pre>
        </section>
      ) : null}
      {!details?.message && details?.body ? (
        <section aria-label={intl.formatMessage(messages.errorBody)}>
          <pre className={styles.details} tabIndex={0}>
            {details.body}
          </pre>
        </section>
      ) : null}
    </Dialog>
  );
}
