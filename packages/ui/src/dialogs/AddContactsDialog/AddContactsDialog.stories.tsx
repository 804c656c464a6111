import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  asOptions,
  blur,
  button,
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
import { AddContactsDialog, type AddContactsDialogProps } from './AddContactsDialog';
import { addContactsFixtures } from './AddContactsDialog.fixtures';

const { vacancies, contactsByVacancy } = addContactsFixtures;

const chosen = asOptions(contactsByVacancy[1]!.slice(0, 2));

const meta = {
  title: 'Dialogs/AddContactsDialog',
  component: AddContactsDialog,
  args: {
    loadVacancies: fakeLoader(asOptions(vacancies)),
    loadContacts: fn<AddContactsDialogProps['loadContacts']>((jobId, query) =>
      fakeLoader(asOptions(contactsByVacancy[jobId] ?? []))(query),
    ),
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: dialogParameters(
    'Add contacts by vacancy (001 §2.5) on **FormDialog** and `useSchemaForm`: a vacancy (**Autocomplete** over the ' +
      'user’s own vacancies), then its contacts (multiple **Autocomplete**, `GET /inbox/message-contacts?jobId=` by the ' +
      'add-contacts rules of 001 §5); Add. Validated by domain `addContactsSchema`; the new-message dialog opens it from its ' +
      'address-book button and adds the contacts to its recipients.',
  ),
} satisfies Meta<typeof AddContactsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog(/Add contacts by vacancy|Kontakte nach Stelle hinzufügen/);
const vacancy = (d: HTMLElement, name: RegExp = /^Vacancy/) => within(d).getByRole('combobox', { name });
const contacts = (d: HTMLElement, name: RegExp = /^Contacts/) => within(d).getByRole('combobox', { name });

async function pick(input: HTMLElement, name: string) {
  await userEvent.type(input, name.slice(0, 5));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
  // A chip list stays open for the next pick; Escape then closes the list, not the dialog.
  if (screen.queryByRole('listbox')) await userEvent.keyboard('{Escape}');
}

async function fill(d: HTMLElement) {
  await pick(vacancy(d), 'Head of Regulatory Affairs');
  await waitFor(() => expect(contacts(d)).toBeEnabled());
  await pick(contacts(d), 'Lea Brunner');
  await pick(contacts(d), 'Marco Rossi');
}

async function fillAndAdd() {
  const d = await dialog();
  await fill(d);
  await userEvent.click(button(d, 'Add'));
  return d;
}

async function expectKept(d: HTMLElement) {
  await expect(vacancy(d)).toHaveValue('Head of Regulatory Affairs');
  await expect(within(within(d).getByRole('grid', { name: /Contacts/ }).parentElement!).getAllByRole('row')).toHaveLength(2);
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(vacancy(d)).toHaveFocus());
    await expect(contacts(d)).toBeDisabled();
    await expect(within(d).getByText('Choose a vacancy first: its employer or its search consultants appear here.')).toBeVisible();
    await expect(button(d, 'Add')).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    await fillAndAdd();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await expect(args.onSubmit).toHaveBeenCalledWith({ jobId: 1, contacts: [21, 22] }, chosen);
    await expect(args.loadContacts).toHaveBeenCalledWith(1, expect.objectContaining({ page: 0, pageSize: 20 }));
  },
};

/** Another vacancy, other contacts: the chosen ones go, the list is the new vacancy's. */
export const OtherVacancyEmptiesContacts: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await fill(d);
    await userEvent.clear(vacancy(d));
    await pick(vacancy(d), 'Supply Chain Manager');
    await expect(within(d).queryByRole('grid', { name: /Contacts/ })).toBeNull();
    await userEvent.click(within(d).getAllByRole('button', { name: /Show options/ })[1]!);
    await expect(await screen.findByRole('option', { name: /^Jonas Meier/ })).toBeVisible();
    await expect(screen.queryByRole('option', { name: /^Lea Brunner/ })).toBeNull();
    await expect(args.loadContacts).toHaveBeenLastCalledWith(2, expect.objectContaining({ page: 0 }));
    await userEvent.keyboard('{Escape}');
  },
};

export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(button(d, 'Add'));
    await expect(await within(d).findByText('This field is required')).toBeVisible();
    await expect(within(d).getByText('Select at least one entry')).toBeVisible();
    await waitFor(() => expect(vacancy(d)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: pending() },
  // A second click sends nothing more; Escape waits for the answer.
  play: async ({ args }) => expectPendingConfirm(await fillAndAdd(), args, { confirm: 'Add', cancel: 'Cancel' }),
};

export const RefusedFieldErrors: Story = {
  args: { onSubmit: refusal({ errors: { contacts: 'Marco Rossi is no longer on this vacancy.' } }) },
  play: async () => {
    const d = await fillAndAdd();
    await expect(await within(d).findByText('Marco Rossi is no longer on this vacancy.')).toBeVisible();
    await expectKept(d);
  },
};

export const RefusedMessage: Story = {
  args: { onSubmit: refusal({ message: 'You have no access to this vacancy.' }) },
  play: async () => {
    const d = await fillAndAdd();
    await expect(await within(d).findByRole('alert')).toHaveTextContent('You have no access to this vacancy.');
    await expectKept(d);
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    loadVacancies: fakeLoader([
      { id: 1, code: null, label: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)', description: 'DEMO-001' },
    ]),
  },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Kontakte nach Stelle hinzufügen' })).toBeVisible();
    await pick(vacancy(d, /^Stelle/), 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung');
    await userEvent.click(button(d, 'Hinzufügen'));
    await expect(await within(d).findByText('Wählen Sie mindestens einen Eintrag')).toBeVisible();
    await expect(button(d, 'Abbrechen')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

// The dialog's submit passes the chosen contacts too: the trigger closes it once both arrived.
const WithTrigger = withTrigger(AddContactsDialog, 'Address book', (args, close) => ({
  onCancel: () => {
    args.onCancel();
    close();
  },
  onSubmit: async (payload, people) => {
    await args.onSubmit(payload, people);
    close();
  },
}));

export const Keyboard: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async (context) => {
    await keyboardJourney(context, {
      trigger: 'Address book',
      dialog,
      walk: (d) => waitFor(() => expect(vacancy(d)).toHaveFocus()),
      // Opened again: the vacancy and a contact picked with the keyboard, then on to Add.
      enter: async (d) => {
        await waitFor(() => expect(vacancy(d)).toHaveFocus());
        await userEvent.keyboard('Head of');
        await screen.findByRole('option', { name: /^Head of Regulatory Affairs/ });
        await userEvent.keyboard('{ArrowDown}{Enter}');
        await waitFor(() => expect(contacts(d)).toBeEnabled());
        await userEvent.tab();
        await waitFor(() => expect(contacts(d)).toHaveFocus());
        await userEvent.keyboard('Lea');
        await screen.findByRole('option', { name: /^Lea Brunner/ });
        await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
        await tabTo(button(d, 'Add'), 10);
      },
      payload: { jobId: 1, contacts: [21] },
      further: [[chosen[0]]],
    });
    // Sent once: the vacancy's first contact, with its name for the recipients.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
