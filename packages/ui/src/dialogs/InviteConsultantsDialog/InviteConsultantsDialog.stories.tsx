import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
  pressEnterOn,
  replaceText,
  richText,
  stepHeading,
  stepperArgs,
} from '../ConsultantStepperDialog/consultantStepperStories';
import type { RenderedPreview, TemplateLoader } from '../ConsultantStepperDialog';
import { clearStaleAnnouncements, dialogParameters, findDialog, pending, refusal, withTrigger } from '../FormDialog/storyHelpers';
import { InviteConsultantsDialog, type InvitePreviewRequest } from './InviteConsultantsDialog';
import { inviteConsultantsFixtures } from './InviteConsultantsDialog.fixtures';

const { consultants, templates, chosen, typed, filled } = inviteConsultantsFixtures;

/** The server's rendering, with what a sanitiser must drop. */
const rendered = async ({ recipient, comment }: InvitePreviewRequest) => ({
  subject: 'Einladung zur Stelle Head of Regulatory Affairs',
  html: `<p>Guten Tag ${consultants.find((c) => c.id === recipient)?.name ?? ''},</p>${comment ?? ''}<img src="x" onerror="alert(1)"><script>alert(2)</script>`,
});

const meta = {
  title: 'Dialogs/InviteConsultantsDialog',
  component: InviteConsultantsDialog,
  args: stepperArgs(consultants, templates, rendered),
  parameters: dialogParameters(
    'Invite search consultants (001 §2.5): a linear 3-step **Stepper** in a modal, shared with SelectSuppliersDialog ' +
      '(**ConsultantStepperDialog**): (1) choose consultants in the **ConsultantPicker**, shown as cards (avatar, name, DEMO ' +
      'badge, place, position at organisation, invited / invited by admin / applied) — admins get Export (xlsx); (2) the ' +
      'language EN/DE and the required invitation text in the lazily loaded **RichTextEditor**, prefilled from the template ' +
      'of that language (`loadTemplate`); (3) the server’s preview (`loadPreview`), shown sanitised. Continue checks its step ' +
      'and shows the errors. Validated by domain `inviteSchema`, which `POST /job/{id}/job-recruiter/invite` parses.',
  ),
} satisfies Meta<typeof InviteConsultantsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog(/Invite search consultants|Personalberater\/innen einladen/);
const invitationText = (d: HTMLElement) => richText(d, /^Invitation text/);

/** Chooses the Filled consultant and goes to the texts step, where the English template has loaded. */
async function toTexts() {
  const d = await dialog();
  await choose(d, chosen);
  await next(d, 'Continue', 'Notification text');
  await waitFor(async () => expect(await invitationText(d)).toHaveTextContent('We would like you to work on our vacancy.'));
  return d;
}

/** The Filled path up to the preview: German, the typed text. */
async function toPreview() {
  const d = await toTexts();
  await chooseLanguage(d, /Language/, 'German');
  await waitFor(async () => expect(await invitationText(d)).toHaveTextContent('Wir möchten Sie einladen'));
  await replaceText(await invitationText(d), typed);
  await next(d, 'Preview', 'Preview');
  return d;
}

async function send() {
  const d = await toPreview();
  await within(d).findByText(/Guten Tag Élodie Dubois/);
  await userEvent.click(button(d, 'Send invitation'));
  return d;
}

export const Empty: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(stepHeading(d, 'Select search consultants')).toBeVisible();
    await expect(within(d).getByText('Step 1 of 3')).toBeVisible();
    await expect(within(d).getByText('No search consultant chosen yet: tick them in the list below.')).toBeVisible();
    await consultantRow(d, 'Lea Schneider');
    for (const name of ['Reset', 'Cancel', 'Continue']) await expect(button(d, name)).toBeEnabled();
    await expect(within(d).queryByRole('button', { name: 'Back' })).toBeNull();
    // The export is an admin's.
    await expect(within(d).queryByRole('button', { name: 'Export (xlsx)' })).toBeNull();
    await expect(args.loadTemplate).toHaveBeenCalledWith('en');
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const d = await send();
    await expect(args.loadPreview).toHaveBeenCalledWith({ recipient: 8, language: 'de', comment: filled.comment });
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      recruiters: [8],
      comment: '<p>Wir suchen eine Leitung Regulatory Affairs in Basel und kennen Ihr Netzwerk.</p>',
      language: 'de',
    });
    await expect(d).toBeVisible();
  },
};

export const ConsultantCards: Story = {
  play: async () => {
    const d = await dialog();
    await choose(d, 'Lea Schneider');
    await choose(d, 'Demo Consultant');
    const cards = within(chosenGroup(d)).getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    await expect(within(d).getByText('2 search consultants chosen')).toBeVisible();
    await expect(cards[0]).toHaveTextContent('Zürich, Switzerland');
    await expect(cards[0]).toHaveTextContent('Partner at Alpine Search AG');
    await expect(cards[0]).toHaveTextContent('Invited 12 · invited by admin 3 · applied 9');
    await expect(within(cards[1]!).getByRole('img', { name: /demo/i })).toBeVisible();
    // A card's × takes the consultant off, and their row is unticked.
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Remove Lea Schneider' }));
    await expect(within(chosenGroup(d)).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(await consultantRow(d, 'Lea Schneider')).getByRole('checkbox')).not.toBeChecked();
  },
};

export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await consultantRow(d, chosen);
    // Continue explains instead of going on: nobody is chosen.
    await userEvent.click(button(d, 'Continue'));
    await expect(await within(d).findByText('Select at least one entry')).toBeVisible();
    await expect(within(d).getByText('Step 1 of 3')).toBeVisible();
    await choose(d, chosen);
    await expect(within(d).queryByText('Select at least one entry')).toBeNull();
    await next(d, 'Continue', 'Notification text');
    // An emptied text is no invitation: Preview refuses and puts the cursor in the text.
    const box = await invitationText(d);
    await waitFor(() => expect(box).toHaveTextContent('We would like you'));
    await replaceText(box, '');
    await userEvent.click(button(d, 'Preview'));
    await expect(await within(d).findByText('This field is required')).toBeVisible();
    await waitFor(() => expect(box).toHaveFocus());
    await expect(within(d).getByText('Step 2 of 3')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

export const Submitting: Story = {
  args: { onSubmit: pending() },
  play: async ({ args }) => expectStepperPending(await send(), args, 'Send invitation'),
};

export const RefusedFieldErrors: Story = {
  args: {
    onSubmit: refusal({ errors: { recruiters: 'Élodie Dubois already works on this vacancy.' } }),
  },
  play: async ({ args }) => {
    const d = await send();
    // Back to the step of the refused field, with the server's message beside the choice, which is kept.
    await waitFor(() => expect(stepHeading(d, 'Select search consultants')).toHaveFocus());
    await expect(await within(d).findByText('Élodie Dubois already works on this vacancy.')).toBeVisible();
    await expect(within(chosenGroup(d)).getByText(chosen)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    blur();
  },
};

export const RefusedMessage: Story = {
  args: {
    onSubmit: refusal({ message: 'This vacancy is exclusive for headhunters: nobody can be invited.' }),
  },
  play: async () => {
    const d = await send();
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'This vacancy is exclusive for headhunters: nobody can be invited.',
    );
    await expect(within(d).getByText('Step 3 of 3')).toBeVisible();
    // The text is kept: Back shows it.
    await userEvent.click(button(d, 'Back'));
    await expect(await invitationText(d)).toHaveTextContent(typed);
    blur();
  },
};

export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('group', { name: 'Last login since' })).toBeVisible();
    await consultantRow(d, chosen);
    await userEvent.click(button(d, 'Export (xlsx)'));
    // The picker's filters go to the app, which downloads the list.
    await expect(args.onExport).toHaveBeenCalledWith(expect.objectContaining({ statuses: ['active'], sortBy: 'firstName' }));
    await choose(d, chosen);
    await next(d, 'Continue', 'Notification text');
    await expect(within(d).queryByRole('button', { name: 'Export (xlsx)' })).toBeNull();
    blur();
    // The export button announced its pending state by pointing at itself, which left with step 1.
    clearStaleAnnouncements();
  },
};

export const LoadingTemplate: Story = {
  args: { loadTemplate: fn<TemplateLoader>(() => new Promise<never>(() => {})) },
  play: async () => {
    const d = await dialog();
    await choose(d, chosen);
    await next(d, 'Continue', 'Notification text');
    await expect(within(d).getByRole('status')).toHaveTextContent('Loading the template…');
    await expect(within(d).queryByRole('textbox', { name: /^Invitation text/ })).toBeNull();
    // The language can still be changed meanwhile.
    await expect(within(d).getByRole('button', { name: /Language/ })).toBeEnabled();
    blur();
  },
};

export const PreviewFailing: Story = {
  args: {
    loadPreview: fn<(request: InvitePreviewRequest) => Promise<RenderedPreview>>(() => Promise.reject(new Error('502 Bad Gateway'))),
  },
  play: async ({ args }) => {
    const d = await toTexts();
    await next(d, 'Preview', 'Preview');
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('The preview could not be prepared. You can still send the text, or try again.');
    await expect(alert).not.toHaveTextContent('502');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.loadPreview).toHaveBeenCalledTimes(2));
    // Sending does not depend on the preview.
    await userEvent.click(button(d, 'Send invitation'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ recruiters: [8], comment: templates.en.body, language: 'en' }));
    blur();
  },
};

export const PreviewSanitised: Story = {
  play: async () => {
    const d = await toTexts();
    await next(d, 'Preview', 'Preview');
    const preview = await within(d).findByRole('region', { name: 'Notification text' });
    await expect(within(preview).getByText('Guten Tag Élodie Dubois,')).toBeVisible();
    await expect(preview).toHaveTextContent('Subject: Einladung zur Stelle Head of Regulatory Affairs');
    await expect(preview.querySelector('script, img, [onerror]')).toBeNull();
    await expect(within(d).getByText('The notification as Élodie Dubois receives it:')).toBeVisible();
  },
};

export const Reset: Story = {
  play: async ({ args }) => {
    const d = await toTexts();
    await replaceText(await invitationText(d), 'Half-typed');
    await userEvent.click(button(d, 'Reset'));
    await waitFor(() => expect(stepHeading(d, 'Select search consultants')).toHaveFocus());
    await expect(within(d).getByText('No search consultant chosen yet: tick them in the list below.')).toBeVisible();
    await choose(d, chosen);
    await next(d, 'Continue', 'Notification text');
    // The text starts again from the template.
    await waitFor(async () => expect(await invitationText(d)).toHaveTextContent('We would like you to work on our vacancy.'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { isAdmin: true },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(stepHeading(d, 'Personalberater/innen auswählen')).toBeVisible();
    await germanFirstStep(d, chosen, 'Benachrichtigungstext', async () => {
      for (const name of ['Zurücksetzen', 'Abbrechen', 'Exportieren (xlsx)']) await expect(button(d, name)).toBeVisible();
    });
    await expect(await richText(d, /^Einladungstext/)).toBeVisible();
    await expect(button(d, 'Vorschau')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

/** Mounted while open, as screens do: each opening starts from the default values. */
const WithTrigger = withTrigger(InviteConsultantsDialog, 'Invite');

export const Keyboard: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    // Enter on Continue goes on, and the new step's heading takes the focus.
    const { d, trigger } = await openWithKeyboard(canvasElement, { trigger: 'Invite', dialog, chosen, heading: 'Notification text' });
    // Tab from the heading reaches the language.
    await userEvent.tab();
    await waitFor(() => expect(within(d).getByRole('button', { name: /Language/ })).toHaveFocus());
    await waitFor(async () => expect(await invitationText(d)).toHaveTextContent('We would like you'));
    // Enter on Preview, then on Back: each step's heading in turn.
    await pressEnterOn(button(d, 'Preview'));
    await waitFor(() => expect(stepHeading(d, 'Preview')).toHaveFocus());
    await within(d).findByText(/Guten Tag Élodie Dubois/);
    await pressEnterOn(button(d, 'Back'));
    await waitFor(() => expect(stepHeading(d, 'Notification text')).toHaveFocus());
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
