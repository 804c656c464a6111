import { addContactsSchema, type AddContactsPayload, type Id } from '@mandate/domain';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { pageSizes } from '../../tokens/constants';
import { Autocomplete, type AutocompleteLoader, type AutocompleteOption } from '../../widgets/Autocomplete';
import { FormDialog } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { messages } from './AddContactsDialog.messages';

/** What the form edits: the chosen vacancy and the chosen contacts (as the autocompletes hold them). */
export type AddContactsValues = { jobId: AutocompleteOption | null; contacts: readonly AutocompleteOption[] };

/** Loads the contacts of one vacancy page by page (the app: `GET /inbox/message-contacts?jobId=`). */
export type ContactsLoader = (jobId: Id, query: Parameters<AutocompleteLoader>[0]) => ReturnType<AutocompleteLoader>;

export interface AddContactsDialogProps {
  /**
   * The user's own vacancies, page by page (001 §5: a search consultant's where they are accepted;
   * others' where a consultant is accepted or requested). The app passes its vacancy search.
   */
  loadVacancies: AutocompleteLoader;
  /** The contacts of the chosen vacancy by the add-contacts rules (001 §5): the app passes `GET /inbox/message-contacts`. */
  loadContacts: ContactsLoader;
  /** Values to start with. @default nothing chosen */
  defaultValues?: Partial<AddContactsValues>;
  /** Adds the contacts: the payload (`addContactsSchema`) and the chosen contacts with their names, for the recipients. */
  onSubmit: (payload: AddContactsPayload, contacts: readonly AutocompleteOption[]) => Promise<void>;
  /** Cancel, Escape or ×. */
  onCancel: () => void;
  /** @default true */
  isOpen?: boolean;
}

const toInput = ({ jobId, contacts }: AddContactsValues) => ({
  jobId: jobId === null ? undefined : Number(jobId.id),
  contacts: contacts.map((contact) => Number(contact.id)),
});

/**
 * Add contacts by vacancy (001 §2.5): a vacancy autocomplete over the user's own vacancies, then a
 * multiple autocomplete over that vacancy's contacts (001 §5 add-contacts rules: a search consultant
 * sees the vacancy's author, others see its accepted or requested consultants); Cancel/Add. Validated
 * by domain `addContactsSchema`; choosing another vacancy empties the contacts. It sends nothing: the
 * new-message dialog adds the contacts to its recipients.
 */
export function AddContactsDialog({
  loadVacancies,
  loadContacts,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
}: AddContactsDialogProps) {
  const intl = useIntl();
  const chosen = useRef<readonly AutocompleteOption[]>([]);
  const form = useSchemaForm({
    schema: addContactsSchema,
    defaultValues: { jobId: null, contacts: [], ...defaultValues } as AddContactsValues,
    toInput,
    onSubmit: (payload) => onSubmit(payload, chosen.current),
  });
  chosen.current = form.values.contacts;
  const vacancy = form.field('jobId');
  const contacts = form.field('contacts');
  const jobId = vacancy.value === null ? null : Number(vacancy.value.id);
  const loadOfJob = useCallback<AutocompleteLoader>(
    (query) => (jobId === null ? Promise.resolve({ items: [], total: 0 }) : loadContacts(jobId, query)),
    [jobId, loadContacts],
  );
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.add, cancel: messages.cancel });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} size="narrow">
      <Autocomplete
        label={intl.formatMessage(messages.vacancy)}
        loadPage={loadVacancies}
        pageSize={pageSizes.threadRecipients}
        value={vacancy.value}
        onChange={(next) => {
          vacancy.onChange(next);
          if (next?.id !== vacancy.value?.id && contacts.value.length) contacts.onChange([]);
        }}
        errorMessage={vacancy.errorMessage}
        isRequired
        autoFocus
      />
      {/* A new vacancy is a new list of contacts: the key remounts the autocomplete's pages. */}
      <Autocomplete
        key={jobId ?? 'none'}
        selectionMode="multiple"
        label={intl.formatMessage(messages.contacts)}
        description={intl.formatMessage(messages.contactsHint)}
        loadPage={loadOfJob}
        pageSize={pageSizes.threadRecipients}
        value={contacts.value}
        onChange={contacts.onChange}
        errorMessage={contacts.errorMessage}
        isDisabled={jobId === null}
        isRequired
      />
    </FormDialog>
  );
}

export default AddContactsDialog;
