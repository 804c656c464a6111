import type { Id } from '@mandate/domain';
import { Button, Card, ConfirmDialog, Heading, InlineAlert, MessageItem, PageHeader, SkeletonText, Stack, Text } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { paths } from '../../routes/paths';
import { page as pageStyle } from '../page.css';
import { MessageComposer } from './MessageComposer';
import { formatWith, messages } from './Messages.messages';
import { deleteMessageAtom, editMessageAtom, markThreadReadAtom, replyToThreadAtom, threadPageAtom } from './messages.atoms';

/**
 * A thread (`/dashboard/messages/thread/{id}`, 001 §7.6): its subject and people, the newest page of
 * its messages (the rich text sanitised again before it shows, files as download links), the user's
 * own messages editable and deletable for everyone, and a reply with the rich-text editor. Opening
 * an unread thread marks it read; new messages appear without a reload (session/liveEvents.ts).
 */
export default function MessageThread() {
  const intl = useIntl();
  const id: Id = Number(useParams().id);
  const page = useAtomValue(threadPageAtom(id));
  const markRead = useSetAtom(markThreadReadAtom);
  const reply = useSetAtom(replyToThreadAtom);
  const edit = useSetAtom(editMessageAtom);
  const removeMessage = useSetAtom(deleteMessageAtom);
  const [editing, setEditing] = useState<Id | null>(null);
  const [deleting, setDeleting] = useState<{ id: Id; pending: boolean } | null>(null);
  const marked = useRef<string | null>(null);

  // An unread thread is read once it is open, and again when a new message arrives while it is
  // (live updates); marking it unread here leaves it so until the next message.
  const unread = page.thread?.unread ?? false;
  const newest = page.messages.at(-1)?.id ?? null;
  useEffect(() => {
    const key = `${id}:${newest}`;
    if (!unread || marked.current === key) return;
    marked.current = key;
    void markRead({ id }).catch(() => {});
  }, [unread, id, newest, markRead]);

  const back = { href: paths.messages(), label: intl.formatMessage(messages.back) };
  if (page.error) {
    return (
      <main className={pageStyle}>
        <Stack gap="large">
          <PageHeader title={intl.formatMessage(messages.threadFailed)} back={back} />
          <InlineAlert
            tone="critical"
            action={
              <Button size="small" variant="secondary" onPress={page.retry}>
                {intl.formatMessage(messages.retry)}
              </Button>
            }
          >
            {page.errorMessage ?? intl.formatMessage(messages.threadFailed)}
          </InlineAlert>
        </Stack>
      </main>
    );
  }
  const thread = page.thread;
  if (!thread) {
    return (
      <main className={pageStyle} aria-busy>
        <Stack gap="large">
          <PageHeader title={intl.formatMessage(messages.back)} back={back} />
          <Card>
            <SkeletonText lines={8} />
          </Card>
        </Stack>
      </main>
    );
  }

  const facts = [
    page.others ? formatWith(intl, messages.participants as MessageDescriptor, { names: page.others }) : null,
    thread.job?.title ? formatWith(intl, messages.vacancy as MessageDescriptor, { title: thread.job.title }) : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader title={thread.subject} back={back} facts={facts} />
        <Card>
          <Stack gap="medium" as="section">
            <Heading level={2}>{intl.formatMessage(messages.messagesLabel)}</Heading>
            {thread.messageCount > page.messages.length ? (
              <Text tone="secondary">
                {formatWith(intl, messages.olderHidden as MessageDescriptor, { shown: page.messages.length, total: thread.messageCount })}
              </Text>
            ) : null}
            {page.messages.map((message) => (
              <MessageItem
                key={message.id}
                author={message.author?.fullName ?? null}
                isOwn={message.isOwn}
                date={message.creationDate}
                editDate={message.editDate}
                content={message.content}
                deleted={message.deleted}
                attachments={message.files}
                actions={
                  message.isOwn
                    ? [
                        { id: 'edit', label: intl.formatMessage(messages.edit) },
                        { id: 'delete', label: intl.formatMessage(messages.delete), tone: 'critical' },
                      ]
                    : []
                }
                onAction={(action) => {
                  if (action === 'edit') setEditing(message.id);
                  else if (action === 'delete') setDeleting({ id: message.id, pending: false });
                }}
                editor={
                  editing === message.id ? (
                    <MessageComposer
                      label={intl.formatMessage(messages.editLabel)}
                      submitLabel={intl.formatMessage(messages.save)}
                      defaultValue={message.content}
                      autoFocus
                      onSubmit={async (content) => {
                        await edit({
                          id: message.id,
                          threadId: id,
                          payload: { content, attachments: message.attachments.map((file) => file.id) },
                        });
                        setEditing(null);
                      }}
                      extra={
                        <Button variant="secondary" onPress={() => setEditing(null)}>
                          {intl.formatMessage(messages.cancel)}
                        </Button>
                      }
                    />
                  ) : undefined
                }
              />
            ))}
          </Stack>
        </Card>
        <Card>
          <MessageComposer
            label={intl.formatMessage(messages.reply)}
            submitLabel={intl.formatMessage(messages.send)}
            resetOnSuccess
            onSubmit={(content) => reply({ id, payload: { content, attachments: [] } })}
          />
        </Card>
      </Stack>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage(messages.deleteMessageTitle)}
        isDestructive
        isPending={deleting?.pending ?? false}
        confirmLabel={intl.formatMessage(messages.delete)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          setDeleting({ ...deleting, pending: true });
          void removeMessage({ id: deleting.id, threadId: id })
            .catch(() => {})
            .finally(() => setDeleting(null));
        }}
      />
    </main>
  );
}
