import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { button, dialogParameters, tabOrder } from '../FormDialog/storyHelpers';
import { ApplyToVacancyDialog } from './ApplyToVacancyDialog';
import { applyToVacancyFixtures } from './ApplyToVacancyDialog.fixtures';

const { typed, filled } = applyToVacancyFixtures;

const meta = {
  title: 'Dialogs/ApplyToVacancyDialog',
  component: ApplyToVacancyDialog,
  args: { vacancyTitle: 'Head of Regulatory Affairs', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Apply to work on a vacancy (001 §2.5 Apply/Accept) on **FormDialog** and `useSchemaForm`: a required cover letter in the ' +
      'lazily loaded **RichTextEditor**, the three rules, the contact language when set; No/Yes. Validated by domain ' +
      '`applySchema`, the schema `POST /job/{id}/job-recruiter/request` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof ApplyToVacancyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cover letter's text box, once the editor's chunk has loaded. */
const coverLetter = async (d: HTMLElement, name = /^Cover letter/) => within(d).findByRole('textbox', { name }, { timeout: 15_000 });

const { stories, steps, kit } = formDialogStories({
  Dialog: ApplyToVacancyDialog,
  name: /Apply to work on the vacancy|Mitarbeit an der Stelle anbieten/,
  confirm: 'Yes',
  cancel: 'No',
  // The editor has the focus.
  first: coverLetter,
  empty: async (d) => {
    await expect(within(d).getByText(/You apply to work on “Head of Regulatory Affairs”/)).toBeVisible();
    await expect(await coverLetter(d)).toHaveTextContent('');
    await expect(within(d).getByText('Your cover letter is sent to the client’s recruiter.')).toBeVisible();
    await expect(within(d).getByText(/do not advertise the position and do not contact candidates/)).toBeVisible();
    await expect(within(d).getByText(/Only submit candidates who have consented in writing/)).toBeVisible();
    // Without a contact language, no line about it.
    await expect(within(d).queryByText(/should be composed in/)).toBeNull();
  },
  fill: async (d) => {
    const box = await coverLetter(d);
    await userEvent.click(box);
    await userEvent.keyboard(typed);
    await waitFor(() => expect(box).toHaveTextContent(typed));
  },
  kept: async (d) => expect(await coverLetter(d)).toHaveTextContent(typed),
  invalid: {
    // A blank paragraph is no cover letter.
    prepare: async (d) => {
      await userEvent.click(await coverLetter(d));
      await userEvent.keyboard('   ');
    },
    message: 'This field is required',
    // The focus goes to the text, not to the editor's toolbar.
    check: async (d) => expect(await coverLetter(d)).toHaveAttribute('aria-invalid', 'true'),
  },
  refusedFieldErrors: {
    errors: { comment: 'The cover letter may not contain contact details.' },
    shown: 'The cover letter may not contain contact details.',
    field: coverLetter,
  },
  refusedMessage: 'This is not possible in the current status: you already applied.',
  german: {
    args: { vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)', contactLanguage: 'de' },
    title: 'Mitarbeit an der Stelle anbieten',
    prepare: async (d) => {
      await expect(within(d).getByText(/sollte auf Deutsch verfasst werden/)).toBeVisible();
      await coverLetter(d, /^Anschreiben/);
    },
    confirm: 'Ja',
    cancel: 'Nein',
    message: 'Dieses Feld ist erforderlich',
  },
  keyboard: {
    trigger: 'Apply',
    // Shift+Tab reaches the editor's toolbar, Tab the buttons: No, Yes.
    walk: async (d) => {
      await userEvent.keyboard('Typed, then cancelled.');
      await userEvent.tab({ shift: true });
      await expect(within(d).getByRole('toolbar')).toContainElement(document.activeElement as HTMLElement);
      await tabOrder(await coverLetter(d), button(d, 'No'), button(d, 'Yes'));
    },
    // Opened again (empty again), Enter on Yes sends the typed letter.
    enter: async (d) => {
      await userEvent.keyboard(typed);
      await tabOrder(button(d, 'No'), button(d, 'Yes'));
    },
    payload: filled,
  },
  outsideClick: { field: coverLetter },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      comment: '<p>We placed two heads of regulatory affairs in Basel last year and know the oncology market well.</p>',
    }),
};

export const WithContactLanguage: Story = {
  args: { contactLanguage: 'de' },
  play: async () => {
    const d = await kit.dialog();
    await expect(within(d).getByText('All communication from search consultants should be composed in German.')).toBeVisible();
  },
};

export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
