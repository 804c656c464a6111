import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  InlineAlert,
  PageHeader,
  Pagination,
  SkeletonText,
  Stack,
  Text,
  TextField,
  ThreadList,
  ThreadRow,
} from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { paths } from '../../routes/paths';
import { countersAtom } from '../../session/session';
import { page as pageStyle } from '../page.css';
import { MessageMailSetting } from './MessageMailSetting';
import { formatInboxTitle, messages } from './Messages.messages';
import { deleteThreadAtom, markThreadReadAtom, markThreadUnreadAtom, threadListAtom, threadListKey } from './messages.atoms';

const PAGE_SIZE = 20;

/**
 * The inbox (`/dashboard/messages`, 001 §7.6): the user's threads, unread first, with a search and
 * paging in the URL; each row marks read / unread or deletes the thread for the user. Writing a new
 * message starts from a person (their profile or a vacancy) until the new-message dialog exists.
 */
export default function MessagesList() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const pageNumber = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const list = useAtomValue(threadListAtom(threadListKey({ search, page: pageNumber, pageSize: PAGE_SIZE })));
  const unread = useAtomValue(countersAtom).data?.unreadThreads;
  const markRead = useSetAtom(markThreadReadAtom);
  const markUnread = useSetAtom(markThreadUnreadAtom);
  const remove = useSetAtom(deleteThreadAtom);
  const [typed, setTyped] = useState(search);
  const [deleting, setDeleting] = useState<{ id: number; pending: boolean } | null>(null);

  // The search goes into the URL 300 ms after the last key.
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(
      () =>
        setParams(
          (next) => {
            if (typed) next.set('search', typed);
            else next.delete('search');
            next.delete('page');
            return next;
          },
          { replace: true },
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const content = list.error ? (
    <InlineAlert
      tone="critical"
      action={
        <Button size="small" variant="secondary" onPress={list.retry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      }
    >
      {intl.formatMessage(messages.failed)}
    </InlineAlert>
  ) : list.isPending ? (
    <Card>
      <SkeletonText lines={6} />
    </Card>
  ) : list.items.length === 0 ? (
    search ? (
      <EmptyState
        titleLevel={2}
        title={intl.formatMessage(messages.noMatch)}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              setTyped('');
              setParams(new URLSearchParams(), { replace: true });
            }}
          >
            {intl.formatMessage(messages.clearSearch)}
          </Button>
        }
      />
    ) : (
      <EmptyState titleLevel={2} title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.newMessageLater)} />
    )
  ) : (
    <Card>
      <ThreadList aria-label={intl.formatMessage(messages.listLabel)}>
        {list.items.map((thread) => (
          <ThreadRow
            key={thread.id}
            subject={thread.subject}
            href={paths.messageThread(thread.id)}
            participants={thread.participants}
            lastAuthor={thread.lastAuthor}
            preview={thread.preview}
            date={thread.date}
            unread={thread.unread}
            messageCount={thread.messageCount}
            actions={[
              thread.unread
                ? { id: 'read', label: intl.formatMessage(messages.markRead) }
                : { id: 'unread', label: intl.formatMessage(messages.markUnread) },
              { id: 'delete', label: intl.formatMessage(messages.delete), tone: 'critical' },
            ]}
            onAction={(action) => {
              if (action === 'read') void markRead({ id: thread.id }).catch(() => {});
              else if (action === 'unread') void markUnread({ id: thread.id }).catch(() => {});
              else if (action === 'delete') setDeleting({ id: thread.id, pending: false });
            }}
          />
        ))}
      </ThreadList>
      <Pagination
        page={pageNumber}
        pageSize={PAGE_SIZE}
        pageSizeOptions={[PAGE_SIZE]}
        total={list.total}
        onChange={({ page }) =>
          setParams((next) => {
            next.set('page', String(page));
            return next;
          })
        }
      />
    </Card>
  );

  return (
    <main className={pageStyle} aria-busy={list.isPending || undefined}>
      <Stack gap="large">
        <PageHeader
          title={formatInboxTitle(intl, unread ?? 0)}
          back={{ href: paths.myDashboard(), label: intl.formatMessage(messages.dashboard) }}
          primaryAction={
            // The new-message dialog is another issue's; until it is wired, a message starts from a person.
            <Button isDisabled>{intl.formatMessage(messages.newMessage)}</Button>
          }
        />
        <Stack gap="small">
          <TextField type="search" label={intl.formatMessage(messages.search)} value={typed} onChange={setTyped} />
          <Text tone="secondary">{intl.formatMessage(messages.newMessageLater)}</Text>
        </Stack>
        <MessageMailSetting />
        {content}
      </Stack>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage(messages.deleteThreadTitle)}
        isDestructive
        isPending={deleting?.pending ?? false}
        confirmLabel={intl.formatMessage(messages.delete)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          setDeleting({ ...deleting, pending: true });
          void remove({ id: deleting.id })
            .catch(() => {})
            .finally(() => setDeleting(null));
        }}
      >
        {intl.formatMessage(messages.deleteThreadDetail)}
      </ConfirmDialog>
    </main>
  );
}
