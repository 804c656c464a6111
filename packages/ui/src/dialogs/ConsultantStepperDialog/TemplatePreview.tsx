import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { InlineAlert } from '../../primitives/InlineAlert';
import { RichTextView } from '../../widgets/Editor';
import * as styles from './ConsultantStepperDialog.css';
import { formatPreviewFor, formatSubjectLine, messages } from './ConsultantStepperDialog.messages';

/** A notification as the server renders it for one recipient (`POST /notification-template/{kind}/render`). */
export interface RenderedPreview {
  /** The mail's subject. @default none shown */
  subject?: string | null;
  /** The mail's body as HTML; shown sanitised. */
  html: string;
}

interface TemplatePreviewProps {
  /** Renders the notification; called as the step shows and on "Try again". */
  load: () => Promise<RenderedPreview>;
  /** The recipient it is rendered for (the first chosen consultant). */
  recipientName: string;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; preview: RenderedPreview };

/** The preview step: the server's rendering of the text for the first chosen consultant, sanitised again before it shows. */
export function TemplatePreview({ load, recipientName }: TemplatePreviewProps) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (preview) => live && setState({ status: 'ready', preview }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
    // `load` closes over the values as the step opened: a new attempt is asked for explicitly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.status}>
        {intl.formatMessage(messages.previewLoading)}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <InlineAlert
        action={
          <Button variant="secondary" size="small" onPress={() => setAttempt((n) => n + 1)}>
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(messages.previewFailed)}
      </InlineAlert>
    );
  }
  const { subject, html } = state.preview;
  return (
    <div className={styles.step}>
      <p className={styles.status}>{formatPreviewFor(intl, recipientName)}</p>
      <section className={styles.preview} aria-label={intl.formatMessage(messages.previewText)}>
        {subject ? <p className={styles.subject}>{formatSubjectLine(intl, subject)}</p> : null}
        <RichTextView html={html} />
      </section>
    </div>
  );
}
