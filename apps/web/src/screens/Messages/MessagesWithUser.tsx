import type { Id } from '@mandate/domain';
import { Button, Card, formatDomainText, InlineAlert, PageHeader, SkeletonText, Stack, TextField } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../routes/paths';
import { page as pageStyle } from '../page.css';
import { MessageComposer } from './MessageComposer';
import { formatWith, messages } from './Messages.messages';
import { conversationWithAtom, startThreadAtom } from './messages.atoms';

/**
 * `/dashboard/messages/user/{id}` (001 §2.2): opens the conversation of the user with that person
 * when there is one, else a form to start it (subject and message); after sending, the new thread.
 */
export default function MessagesWithUser() {
  const intl = useIntl();
  const navigate = useNavigate();
  const userId: Id = Number(useParams().id);
  const conversation = useAtomValue(conversationWithAtom(userId));
  const start = useSetAtom(startThreadAtom);
  const [subject, setSubject] = useState('');
  const [subjectError, setSubjectError] = useState<string | null>(null);

  const back = { href: paths.messages(), label: intl.formatMessage(messages.back) };
  if (typeof conversation.threadId === 'number') return <Navigate to={paths.messageThread(conversation.threadId)} replace />;

  if (conversation.error || conversation.isSelf) {
    return (
      <main className={pageStyle}>
        <Stack gap="large">
          <PageHeader title={intl.formatMessage(messages.composeLoading)} back={back} />
          <InlineAlert
            tone="critical"
            {...(conversation.isSelf
              ? {}
              : {
                  action: (
                    <Button size="small" variant="secondary" onPress={conversation.retry}>
                      {intl.formatMessage(messages.retry)}
                    </Button>
                  ),
                })}
          >
            {conversation.isSelf
              ? intl.formatMessage(messages.ownInbox)
              : (conversation.errorMessage ?? intl.formatMessage(messages.userFailed))}
          </InlineAlert>
        </Stack>
      </main>
    );
  }

  if (conversation.isPending || conversation.threadId === undefined || !conversation.name) {
    return (
      <main className={pageStyle} aria-busy>
        <Stack gap="large">
          <PageHeader title={intl.formatMessage(messages.composeLoading)} back={back} />
          <Card>
            <SkeletonText lines={6} />
          </Card>
        </Stack>
      </main>
    );
  }

  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader title={formatWith(intl, messages.composeTitle as MessageDescriptor, { name: conversation.name })} back={back} />
        <Card>
          <MessageComposer
            label={intl.formatMessage(messages.message)}
            submitLabel={intl.formatMessage(messages.send)}
            validate={() => {
              const ok = subject.trim() !== '';
              setSubjectError(ok ? null : formatDomainText(intl, 'domain.error.required'));
              return ok;
            }}
            onSubmit={async (content) => {
              const thread = await start({ userId, subject: subject.trim(), content });
              void navigate(paths.messageThread(thread.id), { replace: true });
            }}
          >
            <TextField
              label={intl.formatMessage(messages.subject)}
              value={subject}
              onChange={(value) => {
                setSubject(value);
                if (value.trim()) setSubjectError(null);
              }}
              isRequired
              {...(subjectError ? { errorMessage: subjectError, isInvalid: true } : {})}
            />
          </MessageComposer>
        </Card>
      </Stack>
    </main>
  );
}
