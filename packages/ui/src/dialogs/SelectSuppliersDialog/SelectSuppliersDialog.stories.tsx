import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  blur,
  button,
  choose,
  chooseLanguage,
  chosenGroup,
  consultantRow,
  escapeBackTo,
  expectStepperPending,
  germanFirstStep,
  next,
  openWithKeyboard,
  outsideClickKeepsChoice,
  richText,
  stepHeading,
  stepperArgs,
} from '../ConsultantStepperDialog/consultantStepperStories';
import { clearStaleAnnouncements, dialogParameters, findDialog, pending, refusal, textbox, withTrigger } from '../FormDialog/storyHelpers';
import { SelectSuppliersDialog, type SuppliersPreviewRequest } from './SelectSuppliersDialog';
import { selectSuppliersFixtures } from './SelectSuppliersDialog.fixtures';

const { consultants, templates, chosen, typedSubject } = selectSuppliersFixtures;

/** The server's rendering of the admin's template for the recipient. */
const rendered = async ({ recipient, template }: SuppliersPreviewRequest) => {
  const name = consultants.find((c) => c.id === recipient)?.name ?? '';
  const fill = (text: string) => text.replaceAll('{{recipient}}', name).replaceAll('{{job}}', 'Head of Regulatory Affairs');
  return { subject: fill(template.subject), html: fill(template.body ?? '') };
};

const meta = {
  title: 'Dialogs/SelectSuppliersDialog',
  component: SelectSuppliersDialog,
  args: stepperArgs(consultants, templates, rendered),
  parameters: dialogParameters(
    'Select suppliers (001 §2.5) on the shared **ConsultantStepperDialog**: for admins a 3-step **Stepper** — choose ' +
      'consultants (ConsultantPicker and cards, Export (xlsx)), the notification template’s language EN/DE, subject and ' +
      'body (both required, prefilled from the template of that language), the server’s preview — with Reset/Back/Preview/' +
      'Finish; for the others the first step only, then Finish. Validated by domain `selectSuppliersSchema({ isAdmin })`, ' +
      'which `POST /job/{id}/job-recruiter/select` parses.',
  ),
} satisfies Meta<typeof SelectSuppliersDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog(/Select suppliers|Anbieter auswählen/);
const subject = (d: HTMLElement) => textbox(d, /^Subject/);
const body = (d: HTMLElement) => richText(d, /^Body/);

/** An admin's way to the template step, the English template loaded. */
async function toTemplate() {
  const d = await dialog();
  await choose(d, chosen);
  await next(d, 'Continue', 'Notification template');
  await waitFor(() => expect(subject(d)).toHaveValue(templates.en.subject));
  await waitFor(async () => expect(await body(d)).toHaveTextContent('you have been selected as a supplier'));
  return d;
}

/** An admin's Filled path: the subject typed over the template's, the body kept; preview; Finish. */
async function finishAsAdmin() {
  const d = await toTemplate();
  await userEvent.clear(subject(d));
  await userEvent.type(subject(d), typedSubject.replaceAll('{', '{{'));
  await next(d, 'Preview', 'Preview');
  await within(d).findByText(/you have been selected as a supplier/);
  await userEvent.click(button(d, 'Finish'));
  return d;
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    // Not an admin: one step, then Finish.
    await expect(within(d).getByText('Step 1 of 1')).toBeVisible();
    await expect(
      within(d)
        .getAllByRole('listitem')
        .filter((li) => li.closest('ol')),
    ).toHaveLength(1);
    await consultantRow(d, chosen);
    for (const name of ['Reset', 'Cancel', 'Finish']) await expect(button(d, name)).toBeEnabled();
    await expect(within(d).queryByRole('button', { name: 'Continue' })).toBeNull();
    await expect(within(d).queryByRole('button', { name: 'Export (xlsx)' })).toBeNull();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await choose(d, chosen);
    await userEvent.click(button(d, 'Finish'));
    // Exactly the payload the server's call takes (the contract test sends the same as the employer).
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ recruiters: [8], comment: null, language: 'en' });
    await expect(args.loadTemplate).not.toHaveBeenCalled();
  },
};

export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByText('Step 1 of 3')).toBeVisible();
    await consultantRow(d, chosen);
    await userEvent.click(button(d, 'Export (xlsx)'));
    await expect(args.onExport).toHaveBeenCalledWith(expect.objectContaining({ statuses: ['active'] }));
    await expect(within(d).getByRole('group', { name: 'Last login since' })).toBeVisible();
    const d2 = await toTemplate();
    await expect(within(d2).getByRole('button', { name: /Language/ })).toHaveTextContent('English');
    // The export button announced its pending state by pointing at itself, which left with step 1.
    blur();
    clearStaleAnnouncements();
  },
};

export const FilledAdmin: Story = {
  args: { isAdmin: true },
  play: async ({ args }) => {
    await finishAsAdmin();
    await expect(args.loadPreview).toHaveBeenCalledWith({
      recipient: 8,
      language: 'en',
      template: { subject: typedSubject, body: templates.en.body },
    });
    // Exactly the payload the server's call takes (the contract test sends the same as an admin).
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      recruiters: [8],
      comment: {
        subject: 'Selected: {{job}}',
        body: '<p>Dear {{recipient}},</p><p>you have been selected as a supplier for the vacancy <strong>{{job}}</strong>.</p>',
      },
      language: 'en',
    });
  },
};

export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await consultantRow(d, chosen);
    await userEvent.click(button(d, 'Finish'));
    await expect(await within(d).findByText('Select at least one entry')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidAdminTemplate: Story = {
  args: { isAdmin: true },
  play: async ({ args }) => {
    const d = await toTemplate();
    // Subject and body are both required (001 §5): Preview refuses and puts the focus on the first.
    await userEvent.clear(subject(d));
    await userEvent.click(button(d, 'Preview'));
    await expect(await within(d).findByText('This field is required')).toBeVisible();
    await waitFor(() => expect(subject(d)).toHaveFocus());
    await expect(within(d).getByText('Step 2 of 3')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

export const Submitting: Story = {
  args: { isAdmin: true, onSubmit: pending() },
  play: async ({ args }) => expectStepperPending(await finishAsAdmin(), args, 'Finish'),
};

export const RefusedFieldErrors: Story = {
  args: {
    isAdmin: true,
    onSubmit: refusal({ errors: { 'comment.subject': 'The subject may not name a candidate.' } }),
  },
  play: async ({ args }) => {
    const d = await finishAsAdmin();
    // Back to the template step, the server's message beside the subject, the texts kept.
    await waitFor(() => expect(stepHeading(d, 'Notification template')).toHaveFocus());
    await expect(await within(d).findByText('The subject may not name a candidate.')).toBeVisible();
    await expect(subject(d)).toHaveValue(typedSubject);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Changing the subject takes the server's verdict away.
    await userEvent.type(subject(d), '!');
    await expect(within(d).queryByText('The subject may not name a candidate.')).toBeNull();
    blur();
  },
};

export const RefusedMessage: Story = {
  args: {
    onSubmit: refusal({ message: 'Élodie Dubois is already invited to this vacancy.' }),
  },
  play: async () => {
    const d = await dialog();
    await choose(d, chosen);
    await userEvent.click(button(d, 'Finish'));
    await expect(await within(d).findByRole('alert')).toHaveTextContent('Élodie Dubois is already invited to this vacancy.');
    await expect(within(chosenGroup(d)).getByText(chosen)).toBeVisible();
    blur();
  },
};

export const GermanTemplate: Story = {
  args: { isAdmin: true },
  play: async ({ args }) => {
    const d = await toTemplate();
    await chooseLanguage(d, /Language/, 'German');
    await waitFor(() => expect(subject(d)).toHaveValue(templates.de.subject));
    await waitFor(async () => expect(await body(d)).toHaveTextContent('Sie wurden als Anbieter'));
    await expect(args.loadTemplate).toHaveBeenLastCalledWith('de');
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { isAdmin: true },
  play: async ({ args }) => {
    const d = await dialog();
    await germanFirstStep(d, chosen, 'Benachrichtigungsvorlage');
    await expect(textbox(d, /^Betreff/)).toBeVisible();
    await expect(await richText(d, /^Text/)).toBeVisible();
    for (const name of ['Zurücksetzen', 'Abbrechen', 'Zurück', 'Vorschau']) await expect(button(d, name)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

/** Mounted while open, as screens do: each opening starts from the default values. */
const WithTrigger = withTrigger(SelectSuppliersDialog, 'Select suppliers');

export const Keyboard: Story = {
  args: { isAdmin: true },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const { d, trigger } = await openWithKeyboard(canvasElement, {
      trigger: 'Select suppliers',
      dialog,
      chosen,
      heading: 'Notification template',
    });
    // Heading, language, subject: the keyboard starts where the work is.
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(subject(d)).toHaveValue(templates.en.subject));
    await expect(subject(d)).toHaveFocus();
    await escapeBackTo(args, trigger);
  },
};

export const OutsideClickKeepsIt: Story = {
  play: async (context) => {
    await outsideClickKeepsChoice(context, dialog, chosen);
    // Nothing sent: the choice waits for Continue.
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};
