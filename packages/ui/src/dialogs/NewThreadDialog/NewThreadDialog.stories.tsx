import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { UploadedFile } from '@mandate/domain';
import { NotificationProvider } from '../../primitives/Notifications';
import type { UploadFunction } from '../../widgets/Uploader';
import { addContactsFixtures } from '../AddContactsDialog/AddContactsDialog.fixtures';
import {
  asOptions,
  blur,
  button,
  clearStaleAnnouncements,
  clickOutside,
  dialogParameters,
  expectPendingConfirm,
  fakeLoader,
  findDialog,
  keyboardJourney,
  pending,
  refusal,
  tabTo,
  withTrigger,
} from '../FormDialog/storyHelpers';
import { NewThreadDialog, type NewThreadDialogProps } from './NewThreadDialog';
import { newThreadFixtures } from './NewThreadDialog.fixtures';

const { currentUserId, people, recipient, vacancies, typedMessage, filled } = newThreadFixtures;

/** A fake `POST /file/upload` answering ids from 401. */
const fakeUpload = (): UploadFunction => {
  let id = 400;
  return fn<UploadFunction>(
    async (file) => ({ id: ++id, title: file.name, size: file.size, fullPath: `/files/${id}` }) satisfies UploadedFile,
  );
};

const addressBook: NewThreadDialogProps['addressBook'] = {
  loadVacancies: fakeLoader(asOptions(addContactsFixtures.vacancies)),
  loadContacts: (jobId, query) => fakeLoader(asOptions(addContactsFixtures.contactsByVacancy[jobId] ?? []))(query),
};

const meta = {
  title: 'Dialogs/NewThreadDialog',
  component: NewThreadDialog,
  args: {
    currentUserId,
    loadRecipients: fn(fakeLoader(asOptions(people))),
    upload: fakeUpload(),
    addressBook,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <NotificationProvider duration={0}>
        <Story />
      </NotificationProvider>
    ),
  ],
  parameters: dialogParameters(
    'Create new topic (001 §2.5) on **FormDialog** and `useSchemaForm`: recipients (multiple **Autocomplete**, 20 a page ' +
      'with infinite scroll, never the signed-in user, required) with the address book (**AddContactsDialog**), subject, ' +
      'message in the lazily loaded **RichTextEditor** (required) with attachments through the **Uploader**; the generic ' +
      'variant adds further participants and a vacancy. Validated by domain `threadSchema`, the schema ' +
      '`POST /inbox/thread/create` parses; after sending, the success bar "Message sent"; a click outside does not close it.',
  ),
} satisfies Meta<typeof NewThreadDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog(/Create new topic|Neues Thema erstellen/);
const recipients = (d: HTMLElement, name: RegExp = /^Recipients/) => within(d).getByRole('combobox', { name });
const subject = (d: HTMLElement, name: RegExp = /^Subject/) => within(d).getByRole('textbox', { name });
const messageBox = (d: HTMLElement, name: RegExp = /^Message/) => within(d).findByRole('textbox', { name }, { timeout: 15_000 });

/** Types part of a name into an autocomplete and picks the option of that name. */
async function pick(input: HTMLElement, name: string) {
  await userEvent.type(input, name.slice(0, 4));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
  // A chip list stays open for the next pick; Escape then closes the list, not the dialog.
  if (screen.queryByRole('listbox')) await userEvent.keyboard('{Escape}');
}

async function fill(d: HTMLElement) {
  await pick(recipients(d), recipient);
  await userEvent.type(subject(d), filled.subject);
  const box = await messageBox(d);
  await userEvent.click(box);
  await userEvent.keyboard(typedMessage);
}

async function fillAndSend() {
  const d = await dialog();
  await fill(d);
  await userEvent.click(button(d, 'Send message'));
  return d;
}

async function expectKept(d: HTMLElement) {
  await expect(within(d).getByRole('grid', { name: /Recipients/ })).toHaveTextContent(recipient);
  await expect(subject(d)).toHaveValue(filled.subject);
  await expect(await messageBox(d)).toHaveTextContent(typedMessage);
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(recipients(d)).toHaveFocus());
    await expect(subject(d)).toHaveValue('');
    await expect(await messageBox(d)).toHaveTextContent('');
    await expect(within(d).getByRole('group', { name: 'Attachments' })).toBeVisible();
    await expect(button(d, 'Add contacts by vacancy')).toBeEnabled();
    await expect(within(d).queryByRole('combobox', { name: /Vacancy/ })).toBeNull();
    await expect(button(d, 'Send message')).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    await fillAndSend();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await expect(args.onSubmit).toHaveBeenCalledWith({
      participants: [{ id: 12 }],
      subject: 'Shortlist Head of Regulatory Affairs',
      message: { content: '<p>Could we go through the shortlist on Thursday at 10:00?</p>', attachments: [] },
      job: null,
    });
    // 001 §8: the success bar after creating a thread.
    await expect(await screen.findByText('Message sent')).toBeVisible();
  },
};

/** 20 a page, the next page past 80 % of the panel; the signed-in user (Nina Keller, id 7) is never offered. */
export const RecipientsPagedWithoutMe: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: /Show options/ }));
    await waitFor(() => expect(args.loadRecipients).toHaveBeenLastCalledWith({ search: '', page: 0, pageSize: 20 }));
    await expect(await screen.findByRole('option', { name: /^Anna Keller/ })).toBeVisible();
    await expect(screen.queryByRole('option', { name: /^Nina Keller/ })).toBeNull();
    const listbox = await screen.findByRole('listbox');
    listbox.scrollTop = listbox.scrollHeight;
    listbox.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(args.loadRecipients).toHaveBeenLastCalledWith({ search: '', page: 1, pageSize: 20 }));
    await userEvent.type(recipients(d), 'Nina Kel');
    await waitFor(() => expect(args.loadRecipients).toHaveBeenLastCalledWith({ search: 'Nina Kel', page: 0, pageSize: 20 }));
    await waitFor(() => expect(screen.getAllByText('No results').length).toBeGreaterThan(0));
    await expect(screen.queryByRole('option', { name: /^Nina Keller/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    blur();
  },
};

export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await messageBox(d);
    await userEvent.click(button(d, 'Send message'));
    // 001 §5: participants, subject and message are required.
    await expect(await within(d).findByText('Select at least one entry')).toBeVisible();
    await expect(within(d).getAllByText('This field is required')).toHaveLength(2);
    await waitFor(() => expect(recipients(d)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The address book: a vacancy, two of its contacts, Add: they join the recipients. */
export const AddressBook: Story = {
  args: { defaultValues: { subject: filled.subject, content: filled.message.content } },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(button(d, 'Add contacts by vacancy'));
    // Its own lazy chunk: the first opening waits for it.
    const book = () => screen.findByRole('dialog', { name: 'Add contacts by vacancy' }, { timeout: 15_000 });
    await pick(within(await book()).getByRole('combobox', { name: /^Vacancy/ }), 'Head of Regulatory Affairs');
    const contacts = within(await book()).getByRole('combobox', { name: /^Contacts/ });
    await waitFor(() => expect(contacts).toBeEnabled());
    await pick(contacts, 'Lea Brunner');
    await pick(contacts, 'Marco Rossi');
    await userEvent.click(within(await book()).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add contacts by vacancy' })).toBeNull());
    // Found again: the new-topic dialog is what the user is back in.
    const back = await dialog();
    const chips = within(back).getByRole('grid', { name: /Recipients/ });
    await expect(within(chips).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(button(back, 'Send message'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, participants: [{ id: 21 }, { id: 22 }] }));
    await expect(await screen.findByText('Message sent')).toBeVisible();
    blur();
    clearStaleAnnouncements();
  },
};

/** The generic new-message dialog: further participants and a vacancy, both optional, join the payload. */
export const Generic: Story = {
  args: { variant: 'generic', loadVacancies: fakeLoader(asOptions(vacancies)) },
  play: async ({ args }) => {
    const d = await dialog();
    await fill(d);
    await pick(within(d).getByRole('combobox', { name: /^Further participants/ }), 'Anna Keller');
    await pick(within(d).getByRole('combobox', { name: /^Vacancy/ }), 'Supply Chain Manager');
    await userEvent.click(button(d, 'Send message'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, participants: [{ id: 12 }, { id: 1 }], job: { id: 2 } }));
  },
};

export const Submitting: Story = {
  args: { onSubmit: pending() },
  // A second click sends nothing more; Escape waits for the answer.
  play: async ({ args }) => expectPendingConfirm(await fillAndSend(), args, { confirm: 'Send message', cancel: 'Cancel' }),
};

export const RefusedFieldErrors: Story = {
  args: {
    onSubmit: refusal({ errors: { participants: 'This person can no longer receive messages.' } }),
  },
  play: async () => {
    const d = await fillAndSend();
    await expect(await within(d).findByText('This person can no longer receive messages.')).toBeVisible();
    await expectKept(d);
    await expect(screen.queryByText('Message sent')).toBeNull();
  },
};

export const RefusedMessage: Story = {
  args: {
    onSubmit: refusal({ message: 'You have no access to this vacancy.' }),
  },
  play: async () => {
    const d = await fillAndSend();
    await expect(await within(d).findByRole('alert')).toHaveTextContent('You have no access to this vacancy.');
    await expectKept(d);
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    defaultValues: {
      participants: [{ id: 12, code: null, label: 'Maximiliane Müller-Lüdenscheidt', description: 'Rhein Logistik GmbH' }],
      subject: 'Rückfragen zur Kandidatenliste Leiterin Regulatorische Angelegenheiten und Qualitätssicherung',
    },
  },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Neues Thema erstellen' })).toBeVisible();
    await messageBox(d, /^Nachricht/);
    await userEvent.click(button(d, 'Nachricht senden'));
    await expect(await within(d).findByText('Dieses Feld ist erforderlich')).toBeVisible();
    await expect(button(d, 'Kontakte nach Stelle hinzufügen')).toBeVisible();
    await expect(button(d, 'Abbrechen')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

export const OutsideClickKeepsIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(subject(d), 'Half-typed');
    await clickOutside(args, dialog);
    await expect(subject(d)).toHaveValue('Half-typed');
    blur();
  },
};

const WithTrigger = withTrigger(NewThreadDialog, 'New message');

export const Keyboard: Story = {
  args: { defaultValues: { participants: [{ id: 12, code: null, label: recipient, description: 'Alpine Search AG' }] } },
  render: (args) => <WithTrigger {...args} />,
  play: async (context) => {
    await keyboardJourney(context, {
      trigger: 'New message',
      dialog,
      // The focus starts on the recipients; Escape closes once the editor is there.
      walk: async (d) => {
        await waitFor(() => expect(recipients(d)).toHaveFocus());
        await messageBox(d);
      },
      // Opened again: Tab to the subject, type it, Tab into the message, type it, then on to Send message.
      enter: async (d) => {
        await waitFor(() => expect(recipients(d)).toHaveFocus());
        const box = await messageBox(d);
        await tabTo(subject(d), 10);
        await userEvent.keyboard(filled.subject);
        await tabTo(box, 10);
        await userEvent.keyboard(typedMessage);
        await tabTo(button(d, 'Send message'), 20);
      },
      payload: filled,
    });
    // Sent once, with exactly the Filled payload.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
