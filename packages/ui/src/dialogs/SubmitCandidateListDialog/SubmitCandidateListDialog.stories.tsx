import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UploadedFile } from '@mandate/domain';
import type { UploadFunction } from '../../widgets/Uploader';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { blur, button, dialogParameters, tabOrder, tabTo, textbox } from '../FormDialog/storyHelpers';
import { SubmitCandidateListDialog } from './SubmitCandidateListDialog';
import { submitCandidateListFixtures } from './SubmitCandidateListDialog.fixtures';

const { vacancyTitle, jobId, file, typedComment, filled } = submitCandidateListFixtures;

/**
 * A fake `POST /file/upload`: answers after `delay` ms with ids from 301 (or fails, or never
 * answers until cancelled), reporting half the progress at once.
 */
function fakeUpload({ delay = 20, outcome = 'success' }: { delay?: number; outcome?: 'success' | 'error' | 'hang' } = {}) {
  let id = 300;
  const upload: UploadFunction = (chosen, { signal, onProgress }) =>
    new Promise<UploadedFile>((resolve, reject) => {
      const abort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort);
      onProgress(0.5);
      if (outcome === 'hang') return;
      setTimeout(() => {
        if (outcome === 'error') reject(new Error('500 Internal Server Error'));
        else resolve({ id: ++id, title: chosen.name, size: chosen.size, fullPath: `/files/${id}` });
      }, delay);
    });
  return fn(upload);
}

const pdf = (name = file.name, bytes = file.bytes) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const uploaded: UploadedFile = { id: 301, title: file.name, size: file.bytes, fullPath: '/files/301' };

const meta = {
  title: 'Dialogs/SubmitCandidateListDialog',
  component: SubmitCandidateListDialog,
  args: { vacancyTitle, jobId, upload: fakeUpload(), onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Submit candidate list (000 §2, §5) on **FormDialog** and `useSchemaForm`: required title, a comment in the lazily loaded ' +
      '**RichTextEditor**, required attachments through the **Uploader** with the `upload` function it is given (the app: ' +
      '`POST /file/upload`; stories: a fake with a controllable delay). Validated by domain `candidateListCreateSchema`, the ' +
      'schema `POST /candidate-list/create` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof SubmitCandidateListDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = (d: HTMLElement, name: RegExp = /^Title/) => textbox(d, name);
const comment = (d: HTMLElement, name: RegExp = /^Comment/) => within(d).findByRole('textbox', { name }, { timeout: 15_000 });
const fileInput = (d: HTMLElement) => d.querySelector<HTMLInputElement>('input[type="file"]')!;

const { stories, steps, kit } = formDialogStories({
  Dialog: SubmitCandidateListDialog,
  name: /Submit candidate list|Kandidatenliste einreichen/,
  confirm: 'Submit',
  cancel: 'Cancel',
  first: title,
  empty: async (d) => {
    await expect(within(d).getByText('The employer of “Head of Regulatory Affairs” receives the list with its attachments.')).toBeVisible();
    await expect(await comment(d)).toHaveTextContent('');
    await expect(within(d).getByRole('group', { name: 'Attachments' })).toBeVisible();
    await expect(button(d, 'Choose files')).toBeEnabled();
  },
  // Types the title and the comment, uploads the file and waits until it is uploaded.
  fill: async (d) => {
    await userEvent.type(title(d), filled.title);
    const box = await comment(d);
    await userEvent.click(box);
    await userEvent.keyboard(typedComment);
    await userEvent.upload(fileInput(d), pdf());
    await waitFor(() => expect(within(d).getByText('Uploaded')).toBeVisible());
  },
  kept: async (d) => {
    await expect(title(d)).toHaveValue(filled.title);
    await expect(await comment(d)).toHaveTextContent(typedComment);
    await expect(within(d).getByText(file.name)).toBeVisible();
    await expect(within(d).getByText('Uploaded')).toBeVisible();
  },
  invalid: {
    prepare: async (d) => void (await comment(d)),
    // Title and attachments are required (000 §5).
    message: 'This field is required',
    check: (d) => expect(within(d).getByText('Select at least one entry')).toBeVisible(),
  },
  refusedFieldErrors: {
    errors: { title: 'A candidate list with this title was already submitted on this vacancy.' },
    shown: 'A candidate list with this title was already submitted on this vacancy.',
    field: title,
  },
  refusedMessage: 'This is not possible in the current status: the vacancy no longer takes candidates.',
  german: {
    args: { vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)' },
    title: 'Kandidatenliste einreichen',
    prepare: async (d) => void (await comment(d, /^Kommentar/)),
    confirm: 'Einreichen',
    cancel: 'Abbrechen',
    message: 'Dieses Feld ist erforderlich',
    check: (d) => expect(within(d).getByText('Wählen Sie mindestens einen Eintrag')).toBeVisible(),
  },
  keyboard: {
    trigger: 'Submit a list',
    args: { defaultValues: { attachments: [uploaded] } },
    // Tab goes on from the title into the comment's toolbar, then its text.
    walk: async (d) => {
      const box = await comment(d);
      await userEvent.tab();
      await expect(within(d).getByRole('toolbar')).toContainElement(document.activeElement as HTMLElement);
      await tabOrder(box);
    },
    // Opened again: the title typed, Tab on past the comment and the attachments to Submit.
    enter: async (d) => {
      await userEvent.keyboard(filled.title);
      await comment(d);
      await tabTo(button(d, 'Submit'), 20);
    },
    payload: { ...filled, comment: null },
  },
  outsideClick: { field: title },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      title: 'Longlist regulatory affairs, Basel',
      comment: '<p>Eight profiles from the Basel pharma cluster, three open to move.</p>',
      attachments: [301],
      jobId: 1,
    }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };

/** The title typed, no file: the uploader says so and takes the focus. */
export const MissingAttachments: Story = {
  play: async ({ args }) => {
    const d = await kit.dialog();
    await userEvent.type(title(d), filled.title);
    await userEvent.click(button(d, 'Submit'));
    await expect(await within(d).findByText('Select at least one entry')).toBeVisible();
    await waitFor(() =>
      expect(within(d).getByRole('group', { name: 'Attachments' })).toContainElement(document.activeElement as HTMLElement),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

/** A file still uploading (the fake never answers): it can be cancelled; a submit meanwhile has no attachment yet. */
export const Uploading: Story = {
  args: { upload: fakeUpload({ outcome: 'hang' }) },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await userEvent.type(title(d), filled.title);
    await userEvent.upload(fileInput(d), pdf());
    await expect(await within(d).findByRole('progressbar', { name: `Upload of ${file.name}` })).toHaveAttribute('aria-valuenow', '50');
    await expect(button(d, `Cancel upload of ${file.name}`)).toBeVisible();
    await userEvent.click(button(d, 'Submit'));
    await expect(await within(d).findByText('Select at least one entry')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

/** The upload fails: the file says so and offers Try again; nothing is sent. */
export const UploadFailed: Story = {
  args: { upload: fakeUpload({ outcome: 'error' }) },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await userEvent.upload(fileInput(d), pdf());
    await expect(await within(d).findByText('Error during the file upload')).toBeVisible();
    await expect(button(d, `Try again to upload ${file.name}`)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Opened on a list to send again: the file uploaded before is there (removable), the payload carries its id. */
export const WithUploadedFile: Story = {
  args: { defaultValues: { title: filled.title, attachments: [uploaded] } },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(within(d).getByText(file.name)).toBeVisible();
    await userEvent.click(button(d, 'Submit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, comment: null }));
  },
};

export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
