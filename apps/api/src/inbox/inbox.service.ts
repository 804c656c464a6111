/**
 * Private messages (001 §2.5, §5, §7.6): threads between users, one per recipient as the browser
 * creates them. Only participants read a thread (anyone else gets 404); each change is one
 * transaction; message text is sanitised rich text (the request's schema marks it, http/validation
 * sanitises it); attachments are uploads linked through file_links (owner type `message`), readable
 * by the thread's participants. Permissions: `inbox-thread-*` and `private-message-*`, own.
 * Every change tells the users it concerns through the live event streams, at its commit
 * (live/live.events.ts): a message created, edited or deleted for all, its thread's participants;
 * a thread read, unread or deleted and a message hidden, the user's own other sessions.
 */
import {
  can,
  isRecruiter,
  type MessageContactsQuery,
  type MessageDeletePayload,
  type MessageForwardPayload,
  type ThreadListQuery,
  type ThreadMessagePayload,
  type ThreadPayload,
  type ThreadViewQuery,
} from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import { type Database, type Queryable } from '../db/database';
import { addFileReadRule, linkedIds } from '../files/access';
import { requestLocale } from '../http/i18n';
import { attachFiles, attachFilesOrRefuse } from '../files/links';
import { visibilitySql, visibleJob } from '../jobs/common';
import { authorize, missing } from '../http/route';
import { num } from '../db/values';
import { inboxTexts } from './inbox.messages';
import {
  addParticipants,
  contactsOfJobs,
  deleteForParticipant,
  deleteMessageForAll,
  hideMessage,
  insertMessage,
  insertThread,
  listThreads,
  loadAttachments,
  loadMessage,
  loadThread,
  lockThread,
  participantsOfMessages,
  reachableUsers,
  setAttachmentIds,
  setUnread,
  threadMessages,
  updateMessage,
  type MessageRow,
  type ThreadRow,
} from './inbox.queries';
import { contactView, messageView, threadListItem, threadView } from './inbox.view';
import { publishLive, publishToThread } from '../live/live.events';
import { mailNewMessage } from './inbox.mail';
import { type Viewer } from '../auth/context';

// The participants of a message's thread may download its attachments.
addFileReadRule(async ({ db, user, file }) => {
  const ids = linkedIds(file, 'message');
  return ids.length > 0 && participantsOfMessages(db, ids, user.id);
});

const own = (viewer: Viewer) => ({ ownerId: viewer.id });

/** The thread if the viewer takes part in it; 404 otherwise (its existence is not revealed). */
async function participantThread(db: Queryable, request: FastifyRequest, viewer: Viewer, id: number, lock = false): Promise<ThreadRow> {
  if (lock) await lockThread(db, id);
  const thread = await loadThread(db, id, viewer.id);
  if (!thread || thread.unread === null) throw missing(request);
  return thread;
}

/** Checks the recipients: not the sender, and people who may receive messages (422 on `field`). */
async function checkRecipients(db: Queryable, request: FastifyRequest, viewer: Viewer, ids: readonly number[], field: string) {
  if (ids.includes(viewer.id)) throw inboxTexts.fieldError(request, field, 'inbox-self');
  const reachable = await reachableUsers(db, ids);
  if (ids.some((id) => !reachable.has(id))) throw inboxTexts.fieldError(request, field, 'inbox-unknown-recipient');
}

/** Writes a message and links its attachments (422 on `field` for a file that may not be attached). */
async function writeMessage(
  tx: Queryable,
  request: FastifyRequest,
  viewer: Viewer,
  threadId: number,
  message: { content: string; attachments: readonly number[] },
  field: string,
  forwardedFrom: MessageRow | null = null,
): Promise<number> {
  const id = await insertMessage(tx, {
    threadId,
    authorId: viewer.id,
    content: message.content,
    forwardedFrom: forwardedFrom ? num(forwardedFrom.id) : null,
  });
  if (message.attachments.length) {
    await attachFilesOrRefuse(tx, request, field, {
      user: viewer,
      owner: { type: 'message', id },
      fileIds: message.attachments,
      sharesWith: forwardedFrom ? [{ type: 'message', id: num(forwardedFrom.id) }] : [],
    });
    await setAttachmentIds(tx, id, message.attachments);
  }
  return id;
}

async function answerThread(
  db: Queryable,
  viewer: Viewer,
  id: number,
  paging: ThreadViewQuery = { page: 0, pageSize: 50 },
  loaded: ThreadRow | null = null,
) {
  const thread = loaded ?? (await loadThread(db, id, viewer.id))!;
  const { rows, total } = await threadMessages(db, id, viewer.id, paging.page, paging.pageSize);
  const files = await loadAttachments(
    db,
    rows.flatMap((m) => m.attachment_ids.map(Number)),
  );
  return threadView(
    thread,
    rows.map((m) => messageView(m, files)),
    total,
  );
}

export async function createThread(db: Database, request: FastifyRequest, viewer: Viewer, body: ThreadPayload) {
  authorize(request, can(viewer, 'inbox-thread-create', own(viewer)));
  const recipients = [...new Set(body.participants.map((p) => p.id))];
  return db.transaction(async (tx) => {
    await checkRecipients(tx, request, viewer, recipients, 'participants');
    if (body.job) await visibleJob(tx, request, viewer, body.job.id);
    const threadId = await insertThread(tx, { subject: body.subject, jobId: body.job?.id ?? null, createdBy: viewer.id });
    await addParticipants(tx, threadId, [viewer.id, ...recipients]);
    const messageId = await writeMessage(tx, request, viewer, threadId, body.message, 'message.attachments');
    await publishToThread(tx, threadId, { kind: 'message-created', threadId, messageId });
    await mailNewMessage(tx, { threadId, messageId, authorId: viewer.id });
    return answerThread(tx, viewer, threadId);
  });
}

export async function threadsPage(db: Database, request: FastifyRequest, viewer: Viewer, query: ThreadListQuery) {
  authorize(request, can(viewer, 'inbox-thread-view', own(viewer)));
  const { rows, total } = await listThreads(db, viewer.id, query);
  return { items: rows.map(threadListItem), total };
}

export async function viewThread(db: Database, request: FastifyRequest, viewer: Viewer, id: number, query: ThreadViewQuery) {
  const thread = await participantThread(db, request, viewer, id);
  authorize(request, can(viewer, 'inbox-thread-view', own(viewer)));
  return answerThread(db, viewer, id, query, thread);
}

export async function replyToThread(db: Database, request: FastifyRequest, viewer: Viewer, id: number, body: ThreadMessagePayload) {
  return db.transaction(async (tx) => {
    await participantThread(tx, request, viewer, id, true);
    authorize(request, can(viewer, 'inbox-thread-reply', own(viewer)));
    const messageId = await writeMessage(tx, request, viewer, id, body, 'attachments');
    await publishToThread(tx, id, { kind: 'message-created', threadId: id, messageId });
    await mailNewMessage(tx, { threadId: id, messageId, authorId: viewer.id });
    return answerThread(tx, viewer, id);
  });
}

export async function markThread(db: Database, request: FastifyRequest, viewer: Viewer, id: number, unread: boolean) {
  return db.transaction(async (tx) => {
    await participantThread(tx, request, viewer, id, true);
    authorize(request, can(viewer, 'inbox-thread-view', own(viewer)));
    await setUnread(tx, id, viewer.id, unread);
    await publishLive(tx, [viewer.id], { kind: 'thread-read', threadId: id });
    return threadView((await loadThread(tx, id, viewer.id))!, [], 0);
  });
}

export async function deleteThread(db: Database, request: FastifyRequest, viewer: Viewer, id: number) {
  return db.transaction(async (tx) => {
    await participantThread(tx, request, viewer, id, true);
    authorize(request, can(viewer, 'inbox-thread-delete', own(viewer)));
    await deleteForParticipant(tx, id, viewer.id);
    await publishLive(tx, [viewer.id], { kind: 'thread-deleted', threadId: id });
    return { id };
  });
}

/** A message of a thread the viewer takes part in, locked; 404 otherwise. */
async function participantMessage(tx: Queryable, request: FastifyRequest, viewer: Viewer, id: number): Promise<MessageRow> {
  const message = await loadMessage(tx, id, true);
  if (!message) throw missing(request);
  await participantThread(tx, request, viewer, num(message.thread_id));
  return message;
}

function ownLiveMessage(request: FastifyRequest, viewer: Viewer, message: MessageRow) {
  if (message.author_id === null || num(message.author_id) !== viewer.id) {
    throw inboxTexts.forbidden(request, 'inbox-not-author');
  }
  if (message.deleted_at !== null) throw inboxTexts.conflict(request, 'inbox-message-deleted');
}

export async function editMessage(db: Database, request: FastifyRequest, viewer: Viewer, id: number, body: ThreadMessagePayload) {
  return db.transaction(async (tx) => {
    const message = await participantMessage(tx, request, viewer, id);
    authorize(request, can(viewer, 'private-message-create', own(viewer)));
    ownLiveMessage(request, viewer, message);
    await updateMessage(tx, id, body.content);
    await attachFilesOrRefuse(tx, request, 'attachments', {
      user: viewer,
      owner: { type: 'message', id },
      fileIds: body.attachments,
      current: message.attachment_ids.map(Number),
    });
    await setAttachmentIds(tx, id, body.attachments);
    await publishToThread(tx, num(message.thread_id), { kind: 'message-edited', threadId: num(message.thread_id), messageId: id });
    const updated = (await loadMessage(tx, id))!;
    return messageView(updated, await loadAttachments(tx, updated.attachment_ids.map(Number)));
  });
}

export async function deleteMessage(db: Database, request: FastifyRequest, viewer: Viewer, id: number, body: MessageDeletePayload) {
  return db.transaction(async (tx) => {
    const message = await participantMessage(tx, request, viewer, id);
    authorize(request, can(viewer, 'private-message-delete', own(viewer)));
    if (body.forAll) {
      ownLiveMessage(request, viewer, message);
      await deleteMessageForAll(tx, id);
      // Its attachments lose their link (the cleanup removes files nothing else holds).
      await attachFiles(tx, { user: viewer, owner: { type: 'message', id }, fileIds: [] });
      await publishToThread(tx, num(message.thread_id), { kind: 'message-deleted', threadId: num(message.thread_id), messageId: id });
    } else {
      await hideMessage(tx, id, viewer.id);
      await publishLive(tx, [viewer.id], { kind: 'message-deleted', threadId: num(message.thread_id), messageId: id });
    }
    return { id, forAll: body.forAll };
  });
}

export async function forwardMessage(db: Database, request: FastifyRequest, viewer: Viewer, id: number, body: MessageForwardPayload) {
  authorize(request, can(viewer, 'inbox-thread-create', own(viewer)));
  const recipients = [...new Set(body.recipients.map((r) => r.id))];
  return db.transaction(async (tx) => {
    const message = await participantMessage(tx, request, viewer, id);
    if (message.deleted_at !== null) throw inboxTexts.conflict(request, 'inbox-message-deleted');
    const thread = (await loadThread(tx, num(message.thread_id), viewer.id))!;
    await checkRecipients(tx, request, viewer, recipients, 'recipients');
    const subject = inboxTexts.text(requestLocale(request), 'inbox-forward-prefix', { subject: thread.subject }).slice(0, 255);
    const threads = [];
    for (const recipient of recipients) {
      const threadId = await insertThread(tx, { subject, jobId: thread.job_id === null ? null : num(thread.job_id), createdBy: viewer.id });
      await addParticipants(tx, threadId, [viewer.id, recipient]);
      const messageId = await writeMessage(
        tx,
        request,
        viewer,
        threadId,
        { content: message.content!, attachments: message.attachment_ids.map(Number) },
        'recipients',
        message,
      );
      await publishToThread(tx, threadId, { kind: 'message-created', threadId, messageId });
      await mailNewMessage(tx, { threadId, messageId, authorId: viewer.id });
      threads.push(await answerThread(tx, viewer, threadId));
    }
    return { items: threads, total: threads.length };
  });
}

export async function messageContacts(db: Database, request: FastifyRequest, viewer: Viewer, query: MessageContactsQuery) {
  authorize(request, can(viewer, 'inbox-thread-create', own(viewer)));
  if (query.jobId !== undefined) await visibleJob(db, request, viewer, query.jobId);
  const { rows, total } = await contactsOfJobs(
    db,
    { id: viewer.id, recruiter: isRecruiter(viewer) },
    query.jobId === undefined ? null : [query.jobId],
    query,
    (p) => visibilitySql(viewer, p),
  );
  return { items: rows.map(contactView), total };
}
