/** Threads and messages as the API answers them (001 §3 Thread). */
import type {
  InferOutput,
  messageContactResponse,
  threadListItemResponse,
  threadMessageResponse,
  threadResponse,
  threadSummaryResponse,
} from '@mandate/domain';
import { fileView, type UploadedFileView } from '../files/routes';
import type { AttachmentRow, ContactRow, MessageRow, ThreadListRow, ThreadRow } from './inbox.queries';
import { iso } from '../db/values';

const threadBase = (row: ThreadRow): Omit<InferOutput<typeof threadSummaryResponse>, 'messageCount'> => ({
  id: Number(row.id),
  subject: row.subject,
  job: row.job_id === null ? null : { id: Number(row.job_id), title: row.job_title },
  participants: row.participants.map((p) => ({ id: Number(p.id), fullName: p.fullName })),
  unread: row.unread ?? false,
  creationDate: iso(row.created_at),
  updateDate: iso(row.last_message_at),
});

export function messageView(row: MessageRow, files: Map<number, AttachmentRow>): InferOutput<typeof threadMessageResponse> {
  return {
    id: Number(row.id),
    threadId: Number(row.thread_id),
    author: row.author_id === null ? null : { id: Number(row.author_id), fullName: row.author_name },
    content: row.content,
    attachments: row.attachment_ids.flatMap((id): UploadedFileView[] => {
      const file = files.get(Number(id));
      return file ? [fileView(file)] : [];
    }),
    forwardedFrom: row.forwarded_from === null ? null : { id: Number(row.forwarded_from) },
    deleted: row.deleted_at !== null,
    creationDate: iso(row.created_at),
    editDate: iso(row.edited_at),
  };
}
export type MessageView = ReturnType<typeof messageView>;

export const threadView = (row: ThreadRow, messages: MessageView[], total: number): InferOutput<typeof threadResponse> => ({
  ...threadBase(row),
  messages,
  messageCount: total,
});

export const threadListItem = (row: ThreadListRow): InferOutput<typeof threadListItemResponse> => ({
  ...threadBase(row),
  messageCount: Number(row.message_count),
  lastMessage:
    row.last_id === null
      ? null
      : {
          id: Number(row.last_id),
          author: row.last_author_id === null ? null : { id: Number(row.last_author_id), fullName: row.last_author_name },
          content: row.last_content,
          creationDate: iso(row.last_created_at),
        },
});

export const contactView = (row: ContactRow): InferOutput<typeof messageContactResponse> => ({
  id: Number(row.id),
  firstName: row.first_name,
  fullName: `${row.first_name} ${row.last_name}`,
  position: row.position,
  organization: row.organization_name === null ? null : { name: row.organization_name },
});
