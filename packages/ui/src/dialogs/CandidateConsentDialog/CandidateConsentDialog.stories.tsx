import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { button, checkbox, dialogParameters, radio, tabOrder } from '../FormDialog/storyHelpers';
import { CandidateConsentDialog } from './CandidateConsentDialog';
import { candidateConsentFixtures } from './CandidateConsentDialog.fixtures';

const { candidateName, privacyNoticeUrls, filled } = candidateConsentFixtures;

const meta = {
  title: 'Dialogs/CandidateConsentDialog',
  component: CandidateConsentDialog,
  args: { candidateName, privacyNoticeUrls, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Candidate data-privacy consent (000 §2) on **FormDialog** and `useSchemaForm`: the privacy text, the notice’s PDFs per ' +
      'language (**CandidateDocuments**), the language of the signed notice, and a tick box; Confirm stays disabled until it is ' +
      'ticked. Validated by domain `candidateConsentSchema`, the schema `POST /candidate/{id}/consent` parses.',
  ),
} satisfies Meta<typeof CandidateConsentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const tick = (d: HTMLElement, name: RegExp = /has read and signed the Candidate Privacy Notice/) => checkbox(d, name);
const english = (d: HTMLElement) => radio(d, 'English');
const confirmButton = (d: HTMLElement) => button(d, 'Confirm');

const { stories, steps, kit } = formDialogStories({
  Dialog: CandidateConsentDialog,
  name: /Candidate data-privacy consent|Datenschutzeinwilligung/,
  confirm: 'Confirm',
  cancel: 'Cancel',
  first: tick,
  // Confirm stays disabled until the box is ticked (000 §2).
  isConfirmDisabledEmpty: true,
  empty: async (d) => {
    await expect(within(d).getByText('Record that Lena Vogel has consented to the processing of their data.')).toBeVisible();
    await expect(within(d).getByText(/passed to the employers of the vacancies/)).toBeVisible();
    const pdfs = within(d).getByRole('group', { name: 'Documents for the candidate' });
    await expect(within(pdfs).getByRole('link', { name: /English/ })).toHaveAttribute('href', privacyNoticeUrls.en);
    await expect(within(pdfs).getByRole('link', { name: /German/ })).toHaveAttribute('href', privacyNoticeUrls.de);
    await expect(english(d)).toBeChecked();
    await expect(tick(d)).not.toBeChecked();
  },
  fill: (d) => userEvent.click(tick(d)),
  kept: (d) => expect(tick(d)).toBeChecked(),
  refusedFieldErrors: {
    errors: { locale: 'This language version of the notice is no longer offered.' },
    shown: 'This language version of the notice is no longer offered.',
    field: english,
    blur: true,
  },
  refusedMessage: 'This candidate was deleted.',
  keyboard: {
    trigger: 'Record consent',
    // Focus starts on the tick box; Shift+Tab goes back to the language.
    walk: async (d) => {
      await userEvent.tab({ shift: true });
      await expect(english(d)).toHaveFocus();
      await tabOrder(tick(d));
    },
    // Space ticks, Tab reaches Cancel, then Confirm.
    enter: async (d) => {
      await userEvent.keyboard(' ');
      await expect(tick(d)).toBeChecked();
      await tabOrder(button(d, 'Cancel'), confirmButton(d));
    },
    payload: filled,
  },
  outsideClick: {
    field: tick,
    change: (box) => userEvent.click(box),
    kept: (box) => expect(box).toBeChecked(),
  },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => steps.Filled(context, { document: 'candidate-privacy-notice', locale: 'en', fileId: null }),
};

/** Without the tick nothing can be sent: Confirm is disabled, and disabled again once the tick is taken back. */
export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await kit.dialog();
    await userEvent.click(confirmButton(d));
    await userEvent.click(tick(d));
    await expect(confirmButton(d)).toBeEnabled();
    await userEvent.click(tick(d));
    await expect(confirmButton(d)).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The candidate signed the German notice: the payload names it. */
export const SignedGermanNotice: Story = {
  play: async ({ args }) => {
    const d = await kit.dialog();
    await userEvent.click(radio(d, 'German'));
    await kit.fillAndConfirm();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, locale: 'de' }));
  },
};

export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };

/** In German: the notice's language is the user's to start with; ticked and confirmed, it is sent. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { candidateName: 'Maximiliane Schneider-Hürlimann' },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(within(d).getByRole('heading', { name: 'Datenschutzeinwilligung der Kandidatin / des Kandidaten' })).toBeVisible();
    // The user's language is the notice's language to start with.
    await expect(radio(d, 'Deutsch')).toBeChecked();
    await expect(button(d, 'Bestätigen')).toBeDisabled();
    await userEvent.click(tick(d, /hat die Datenschutzerklärung für Kandidat\/innen gelesen/));
    await userEvent.click(button(d, 'Bestätigen'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, locale: 'de' }));
  },
};

export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
