import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { button, checkbox, dialogParameters, radio, tabOrder, tabTo } from '../FormDialog/storyHelpers';
import { CANDIDATE_PAGE_SIZE, SubmitCandidateDialog, type SubmitCandidateLoader } from './SubmitCandidateDialog';
import { submitCandidateFixtures } from './SubmitCandidateDialog.fixtures';

const { vacancyTitle, candidates, privacyNoticeUrls, termsUrls, filled } = submitCandidateFixtures;
const lena = candidates[0];

/** A fake `POST /candidate/list` (status active): filters by name, answers after `delay` ms. */
function fakeCandidates(delay = 20) {
  const load: SubmitCandidateLoader = ({ search, page, pageSize }) =>
    new Promise((resolve) => {
      const matching = candidates.filter((c) => c.fullName.toLowerCase().includes(search.toLowerCase()));
      setTimeout(() => resolve({ items: matching.slice(page * pageSize, (page + 1) * pageSize), total: matching.length }), delay);
    });
  return fn(load);
}

const meta = {
  title: 'Dialogs/SubmitCandidateDialog',
  component: SubmitCandidateDialog,
  args: { vacancyTitle, loadCandidates: fakeCandidates(), privacyNoticeUrls, termsUrls, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Submit candidate (000 §2, §5) on **FormDialog** and `useSchemaForm`: create new, edit existing or create a copy; edit and ' +
      'copy choose one of the user’s own active candidates in the **Autocomplete** (a loader: the app passes `POST /candidate/list` ' +
      'with status active), shown in a **SummaryList**; the privacy notice, the privacy and terms PDFs per language, and a tick ' +
      'box that keeps Continue disabled. Payload: domain `submitCandidateSchema`’s output; a click outside does not close it.',
  ),
} satisfies Meta<typeof SubmitCandidateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (d: HTMLElement, name: RegExp = /^Candidate/) => within(d).getByRole('combobox', { name });
const tick = (d: HTMLElement, name = 'The candidate has duly signed the Candidate Privacy Notice.') => checkbox(d, name);
const createNew = (d: HTMLElement) => radio(d, 'Create a new candidate');
const editExisting = (d: HTMLElement) => radio(d, 'Edit an existing candidate');
const proceed = (d: HTMLElement) => button(d, 'Continue');

/** Searches "Vogel" in the picker and chooses Lena Vogel. */
async function chooseLena(d: HTMLElement) {
  await userEvent.type(picker(d), 'Vogel');
  await userEvent.click(await screen.findByRole('option', { name: /Lena Vogel/ }, { timeout: 5000 }));
  await waitFor(() => expect(within(d).getByRole('group', { name: 'Chosen candidate' })).toBeVisible());
}

const { stories, steps, kit } = formDialogStories({
  Dialog: SubmitCandidateDialog,
  name: /Submit candidate|Kandidat\/in vorschlagen/,
  confirm: 'Continue',
  cancel: 'Cancel',
  // The chosen action.
  first: createNew,
  isConfirmDisabledEmpty: true,
  empty: async (d) => {
    await expect(within(d).getByText('You submit a candidate to “Head of Regulatory Affairs”.')).toBeVisible();
    await expect(createNew(d)).toBeChecked();
    // Creating a new candidate needs nobody to be chosen.
    await expect(within(d).queryByRole('combobox')).toBeNull();
    await expect(
      within(d).getByText('Any submissions without Candidate Privacy Notice Document duly signed will be rejected as incomplete.'),
    ).toBeVisible();
    const pdfs = within(d).getByRole('group', { name: 'Documents for the candidate' });
    await expect(
      within(pdfs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([privacyNoticeUrls.en, privacyNoticeUrls.de, termsUrls.en, termsUrls.de]);
    await expect(tick(d)).not.toBeChecked();
  },
  // Edit existing, Lena Vogel, ticked.
  fill: async (d) => {
    await userEvent.click(editExisting(d));
    await chooseLena(d);
    await userEvent.click(tick(d));
  },
  kept: async (d) => {
    await expect(editExisting(d)).toBeChecked();
    await expect(picker(d)).toHaveValue('Lena Vogel');
    await expect(tick(d)).toBeChecked();
  },
  filledCheck: async (d, args) => {
    // The chosen candidate with the facts of 000 §2.
    const details = within(d).getByRole('group', { name: 'Chosen candidate' });
    for (const text of [lena.fullName, lena.address, lena.city, lena.zipCode, lena.country.label, 'Yes', lena.phone]) {
      await expect(within(details).getByText(text)).toBeVisible();
    }
    // The user's own candidates, 20 a page (the candidate list's page size).
    await expect(args.loadCandidates).toHaveBeenCalledWith(expect.objectContaining({ page: 0, pageSize: CANDIDATE_PAGE_SIZE }));
  },
  invalid: {
    // Edit or copy without a candidate: the picker says so and takes the focus; nothing is sent.
    prepare: async (d) => {
      await userEvent.click(editExisting(d));
      await userEvent.click(tick(d));
    },
    message: 'This field is required',
    field: picker,
    blur: true,
  },
  refusedFieldErrors: {
    errors: { candidateId: 'This candidate was already submitted to this vacancy.' },
    shown: 'This candidate was already submitted to this vacancy.',
    field: picker,
    blur: true,
  },
  refusedMessage: 'This is not possible in the current status: the vacancy no longer takes candidates.',
  keyboard: {
    trigger: 'Submit a candidate',
    // ArrowDown picks "edit", Tab goes on to the picker.
    walk: async (d) => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(editExisting(d)).toBeChecked();
      await tabOrder(picker(d));
    },
    // Opened again: edit, the candidate picked with the arrows, the tick with Space, on to Continue.
    enter: async (d) => {
      await userEvent.keyboard('{ArrowDown}');
      await tabOrder(picker(d));
      await userEvent.keyboard('Vogel');
      await screen.findByRole('option', { name: /Lena Vogel/ }, { timeout: 5000 });
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(picker(d)).toHaveValue('Lena Vogel'));
      await tabTo(tick(d));
      await userEvent.keyboard(' ');
      await tabOrder(button(d, 'Cancel'), proceed(d));
    },
    payload: filled,
  },
  outsideClick: {
    field: (d) => radio(d, 'Create a copy of an existing candidate'),
    change: (copy) => userEvent.click(copy),
    kept: (copy) => expect(copy).toBeChecked(),
  },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => steps.Filled(context, { mode: 'edit', candidateId: 11, consent: true }),
};

/** Create new: nobody to choose, the tick is enough. */
export const CreateNew: Story = {
  play: async ({ args }) => {
    const d = await kit.dialog();
    await userEvent.click(tick(d));
    await userEvent.click(proceed(d));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'create', candidateId: null, consent: true }));
  },
};

/** A copy of Sophie Weber, who has no address, phone or employment on record: each shows as not given. */
export const CopyWithGaps: Story = {
  play: async ({ args }) => {
    const d = await kit.dialog();
    await userEvent.click(radio(d, 'Create a copy of an existing candidate'));
    await userEvent.type(picker(d), 'Sophie');
    await userEvent.click(await screen.findByRole('option', { name: /Sophie Weber/ }, { timeout: 5000 }));
    const details = await within(d).findByRole('group', { name: 'Chosen candidate' });
    await expect(within(details).getAllByText('Not given')).toHaveLength(2);
    await userEvent.click(tick(d));
    await userEvent.click(proceed(d));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'copy', candidateId: 13, consent: true }));
  },
};

export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };

/** Continue stays disabled until the tick (000 §5), and again once it is taken back. */
export const ConsentRequired: Story = {
  args: { defaultValues: { mode: 'edit', candidateId: lena } },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(picker(d)).toHaveValue('Lena Vogel');
    await expect(proceed(d)).toBeDisabled();
    await userEvent.click(tick(d));
    await expect(proceed(d)).toBeEnabled();
    await userEvent.click(tick(d));
    await expect(proceed(d)).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };

/** A copy being made, in German: the chosen candidate's facts; Continue waits for the tick. */
export const German: Story = {
  globals: { locale: 'de' },
  args: {
    vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)',
    defaultValues: { mode: 'copy', candidateId: lena },
  },
  play: async () => {
    const d = await kit.dialog();
    await expect(within(d).getByRole('heading', { name: 'Kandidat/in vorschlagen' })).toBeVisible();
    await expect(within(d).getByRole('group', { name: 'Gewählte Kandidatin / gewählter Kandidat' })).toBeVisible();
    await expect(button(d, 'Weiter')).toBeDisabled();
    await expect(button(d, 'Abbrechen')).toBeVisible();
  },
};

export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
