import { threadSchema, type Id, type ThreadPayload, type UploadedFile } from '@mandate/domain';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { useNotify } from '../../primitives/Notifications';
import { TextField } from '../../primitives/TextField';
import { pageSizes } from '../../tokens/constants';
import { Autocomplete, type AutocompleteLoader, type AutocompleteOption } from '../../widgets/Autocomplete';
import { RichTextEditor } from '../../widgets/Editor';
import { AddContactsDialog, type AddContactsDialogProps } from '../AddContactsDialog';
import { AttachmentsField, type AttachmentUploadProps } from '../FormDialog/AttachmentsField';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { messages } from './NewThreadDialog.messages';

/**
 * What the form edits: the recipients (bound to the payload's `participants`, where the server puts
 * its errors), the generic variant's further participants and vacancy, the subject as typed, the
 * message as the editor's HTML (`null` while empty) and the files uploaded so far.
 */
export type NewThreadValues = {
  participants: readonly AutocompleteOption[];
  further: readonly AutocompleteOption[];
  job: AutocompleteOption | null;
  subject: string;
  content: string | null;
  attachments: readonly UploadedFile[];
};

export const newThreadVariants = ['topic', 'generic'] as const;

export interface NewThreadDialogProps extends AttachmentUploadProps, FormDialogCallbacks<ThreadPayload> {
  /** The signed-in user: never offered as a recipient (001 §2.5). */
  currentUserId: Id;
  /** The people the user may write to, 20 a page (001 §9); the app passes its user autocomplete. */
  loadRecipients: AutocompleteLoader;
  /**
   * `topic`: recipients, subject, message. `generic` (the new-message dialog of the inbox): also
   * further participants and a vacancy, both optional. @default 'topic'
   */
  variant?: (typeof newThreadVariants)[number];
  /** The generic variant's vacancies (the user's own), page by page. @default none: no vacancy field */
  loadVacancies?: AutocompleteLoader;
  /** The address book (the add-contacts dialog's loaders); without it there is no address-book button. @default undefined */
  addressBook?: Pick<AddContactsDialogProps, 'loadVacancies' | 'loadContacts'>;
  /** Values to start with (a reply to a person: the recipient; the editor and uploader take them once). @default empty */
  defaultValues?: Partial<NewThreadValues>;
}

/** Adds options not chosen yet, in order, leaving out the signed-in user. */
function addOptions(to: readonly AutocompleteOption[], more: readonly AutocompleteOption[], currentUserId: Id): AutocompleteOption[] {
  const ids = new Set(to.map((option) => String(option.id)));
  const added = more.filter((option) => String(option.id) !== String(currentUserId) && !ids.has(String(option.id)));
  return [...to, ...added];
}

const toRef = (option: AutocompleteOption) => ({ id: Number(option.id) });

/** The recipients first, then the further participants; the schema requires at least one recipient. */
const toInput = ({ participants, further, job, subject, content, attachments }: NewThreadValues) => ({
  participants: participants.length ? addOptions(participants, further, Number.NaN).map(toRef) : [],
  subject,
  message: { content: content ?? '', attachments: attachments.map((file) => file.id) },
  job: job === null ? null : toRef(job),
});

const paths = { content: 'message.content', attachments: 'message.attachments' } as const;

/**
 * Create new topic (001 §2.5): recipients (multiple autocomplete, 20 a page with infinite scroll,
 * never the signed-in user, required) with the address book beside them (the add-contacts dialog),
 * subject (required), message in the lazily loaded rich-text editor (required) with attachments
 * through the Uploader; the generic variant adds optional further participants and a vacancy.
 * Validated by domain `threadSchema`, the schema `POST /inbox/thread/create` parses; Send message,
 * then the success bar "Message sent" (001 §8); a click outside does not close it.
 */
export function NewThreadDialog({
  currentUserId,
  loadRecipients,
  variant = 'topic',
  loadVacancies,
  addressBook,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
  ...uploads
}: NewThreadDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const [isAddressBookOpen, setAddressBookOpen] = useState(false);
  const send = useCallback(
    async (payload: ThreadPayload) => {
      await onSubmit(payload);
      notify.success(intl.formatMessage(messages.sent));
    },
    [onSubmit, notify, intl],
  );
  const form = useSchemaForm({
    schema: threadSchema,
    defaultValues: {
      participants: [],
      further: [],
      job: null,
      subject: '',
      content: null,
      attachments: [],
      ...defaultValues,
    } as NewThreadValues,
    toInput,
    paths,
    onSubmit: send,
  });
  // Never the signed-in user, whatever the loader answers (001 §2.5).
  const loadOthers = useCallback<AutocompleteLoader>(
    async (query) => {
      const page = await loadRecipients(query);
      const items = page.items.filter((option) => String(option.id) !== String(currentUserId));
      const dropped = page.items.length - items.length;
      return { ...page, items, ...(page.total === undefined ? {} : { total: page.total - dropped }) };
    },
    [loadRecipients, currentUserId],
  );
  const recipients = form.field('participants');
  const further = form.field('further');
  const content = form.field('content');
  const attachments = form.field('attachments');
  const isGeneric = variant === 'generic';
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.send, cancel: messages.cancel });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false}>
      <Autocomplete
        selectionMode="multiple"
        label={intl.formatMessage(messages.recipients)}
        loadPage={loadOthers}
        pageSize={pageSizes.threadRecipients}
        value={recipients.value}
        onChange={(next) => recipients.onChange(addOptions([], next, currentUserId))}
        errorMessage={recipients.errorMessage}
        isRequired
        autoFocus
      />
      {addressBook ? (
        <div>
          <Button variant="secondary" size="small" onPress={() => setAddressBookOpen(true)}>
            {intl.formatMessage(messages.addressBook)}
          </Button>
        </div>
      ) : null}
      {isGeneric ? (
        <Autocomplete
          selectionMode="multiple"
          label={intl.formatMessage(messages.participants)}
          loadPage={loadOthers}
          pageSize={pageSizes.threadRecipients}
          value={further.value}
          onChange={(next) => further.onChange(addOptions([], next, currentUserId))}
          errorMessage={further.errorMessage}
        />
      ) : null}
      {isGeneric && loadVacancies ? (
        <Autocomplete label={intl.formatMessage(messages.vacancy)} loadPage={loadVacancies} {...form.field('job')} />
      ) : null}
      <TextField {...form.field('subject')} label={intl.formatMessage(messages.subject)} isRequired />
      <RichTextEditor
        label={intl.formatMessage(messages.message)}
        defaultValue={content.value}
        onChange={content.onChange}
        errorMessage={content.errorMessage}
        isRequired
      />
      <AttachmentsField label={intl.formatMessage(messages.attachments)} field={attachments} {...uploads} />
      {addressBook && isAddressBookOpen ? (
        // Stacked over this dialog; its submit must not reach this dialog's form (React events cross portals).
        <span onSubmit={(event) => event.stopPropagation()}>
          <AddContactsDialog
            {...addressBook}
            onCancel={() => setAddressBookOpen(false)}
            onSubmit={async (_payload, contacts) => {
              recipients.onChange(addOptions(recipients.value, contacts, currentUserId));
              setAddressBookOpen(false);
            }}
          />
        </span>
      ) : null}
    </FormDialog>
  );
}

export default NewThreadDialog;
