/** Answers of the private messages (001 §3 Thread, §7.6): threads, messages, contacts. */
import * as v from 'valibot';
import { count, id, isoDateTime, list, text, uploadedFile } from './shared';

/** A person in a thread, or a message's author. */
export const threadPersonResponse = v.object({ id: id(), fullName: v.nullable(text()) });

/** A message of a thread: sanitised rich text; null content once deleted for all. */
export const threadMessageResponse = v.object({
  id: id(),
  threadId: id(),
  author: v.nullable(threadPersonResponse),
  content: v.nullable(text()),
  attachments: list(uploadedFile()),
  forwardedFrom: v.nullable(v.object({ id: id() })),
  deleted: v.boolean(),
  creationDate: v.nullable(isoDateTime()),
  editDate: v.nullable(isoDateTime()),
});

/** What a thread and a list item share: subject, vacancy, participants and the user's unread flag. */
export const threadSummaryResponse = v.object({
  id: id(),
  subject: text(),
  job: v.nullable(v.object({ id: id(), title: v.nullable(text()) })),
  participants: list(threadPersonResponse),
  unread: v.boolean(),
  creationDate: v.nullable(isoDateTime()),
  updateDate: v.nullable(isoDateTime()),
  messageCount: count(),
});

/** A thread with a page of its messages (oldest first). */
export const threadResponse = v.object({ ...threadSummaryResponse.entries, messages: list(threadMessageResponse) });

/** A thread as the list has it: with its last message. */
export const threadListItemResponse = v.object({
  ...threadSummaryResponse.entries,
  lastMessage: v.nullable(
    v.object({
      id: id(),
      author: v.nullable(threadPersonResponse),
      content: v.nullable(text()),
      creationDate: v.nullable(isoDateTime()),
    }),
  ),
});

/** A person the user may write to (001 §5 add-contacts rules). */
export const messageContactResponse = v.object({
  id: id(),
  firstName: text(),
  fullName: text(),
  position: v.nullable(text()),
  organization: v.nullable(v.object({ name: text() })),
});

/** `DELETE /inbox/thread/{id}/delete`. */
export const threadDeletedResponse = v.object({ id: id() });
/** `DELETE /inbox/message/{id}/delete`: for all participants or for the user. */
export const messageDeletedResponse = v.object({ id: id(), forAll: v.boolean() });
