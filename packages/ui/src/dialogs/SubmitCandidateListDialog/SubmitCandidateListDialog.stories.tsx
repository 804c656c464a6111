import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { UploadedFile } from '@mandate/domain';
import { Button } from '../../primitives/Button';
import type { UploadFunction } from '../../widgets/Uploader';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { clearStaleAnnouncements, escapeCloses } from '../ReasonCommentDialog/reasonCommentStories';
import { SubmitCandidateListDialog, type SubmitCandidateListDialogProps } from './SubmitCandidateListDialog';
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
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Submit candidate list (000 §2, §5) on **FormDialog** and `useSchemaForm`: required title, a comment in the lazily loaded ' +
          '**RichTextEditor**, required attachments through the **Uploader** with the `upload` function it is given (the app: ' +
          '`POST /file/upload`; stories: a fake with a controllable delay). Validated by domain `candidateListCreateSchema`, the ' +
          'schema `POST /candidate-list/create` parses; a click outside does not close it.',
      },
    },
  },
} satisfies Meta<typeof SubmitCandidateListDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /Submit candidate list|Kandidatenliste einreichen/ });
const title = (d: HTMLElement, name: RegExp = /^Title/) => within(d).getByRole('textbox', { name });
const comment = (d: HTMLElement, name: RegExp = /^Comment/) => within(d).findByRole('textbox', { name }, { timeout: 15_000 });
const fileInput = (d: HTMLElement) => d.querySelector<HTMLInputElement>('input[type="file"]')!;
const button = (d: HTMLElement, name: string | RegExp) => within(d).getByRole('button', { name });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Types the title and the comment, uploads the file and waits until it is uploaded. */
async function fill(d: HTMLElement) {
  await userEvent.type(title(d), filled.title);
  const box = await comment(d);
  await userEvent.click(box);
  await userEvent.keyboard(typedComment);
  await userEvent.upload(fileInput(d), pdf());
  await waitFor(() => expect(within(d).getByText('Uploaded')).toBeVisible());
}

async function fillAndConfirm() {
  const d = await dialog();
  await fill(d);
  await userEvent.click(button(d, 'Submit'));
  return d;
}

async function expectKept(d: HTMLElement) {
  await expect(title(d)).toHaveValue(filled.title);
  await expect(await comment(d)).toHaveTextContent(typedComment);
  await expect(within(d).getByText(file.name)).toBeVisible();
  await expect(within(d).getByText('Uploaded')).toBeVisible();
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByText('The employer of “Head of Regulatory Affairs” receives the list with its attachments.')).toBeVisible();
    await waitFor(() => expect(title(d)).toHaveFocus());
    await expect(await comment(d)).toHaveTextContent('');
    await expect(within(d).getByRole('group', { name: 'Attachments' })).toBeVisible();
    await expect(button(d, 'Choose files')).toBeEnabled();
    await expect(button(d, 'Submit')).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    await fillAndConfirm();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await comment(d);
    await userEvent.click(button(d, 'Submit'));
    // Title and attachments are required (000 §5).
    await expect(await within(d).findByText('This field is required')).toBeVisible();
    await expect(within(d).getByText('Select at least one entry')).toBeVisible();
    await waitFor(() => expect(title(d)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The title typed, no file: the uploader says so and takes the focus. */
export const MissingAttachments: Story = {
  play: async ({ args }) => {
    const d = await dialog();
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
    const d = await dialog();
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
    const d = await dialog();
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
    const d = await dialog();
    await expect(within(d).getByText(file.name)).toBeVisible();
    await userEvent.click(button(d, 'Submit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, comment: null }));
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await fillAndConfirm();
    await waitFor(() => expect(button(d, /Submit/)).toHaveAttribute('aria-disabled', 'true'));
    await expect(button(d, 'Cancel')).toBeDisabled();
    await userEvent.click(button(d, /Submit/));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new FormRefusal({ errors: { title: 'A candidate list with this title was already submitted on this vacancy.' } })),
    ),
  },
  play: async () => {
    const d = await fillAndConfirm();
    await expect(await within(d).findByText('A candidate list with this title was already submitted on this vacancy.')).toBeVisible();
    await expectKept(d);
    await waitFor(() => expect(title(d)).toHaveFocus());
  },
};

export const RefusedMessage: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new FormRefusal({ message: 'This is not possible in the current status: the vacancy no longer takes candidates.' })),
    ),
  },
  play: async () => {
    const d = await fillAndConfirm();
    await expect(await within(d).findByRole('alert')).toHaveTextContent('the vacancy no longer takes candidates');
    await expectKept(d);
    blur();
  },
};

export const UnexpectedFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async () => {
    const d = await fillAndConfirm();
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('Your input is kept');
    await expect(alert).not.toHaveTextContent('Failed to fetch');
    await expectKept(d);
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)' },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Kandidatenliste einreichen' })).toBeVisible();
    await comment(d, /^Kommentar/);
    await userEvent.click(button(d, 'Einreichen'));
    await expect(await within(d).findByText('Dieses Feld ist erforderlich')).toBeVisible();
    await expect(within(d).getByText('Wählen Sie mindestens einen Eintrag')).toBeVisible();
    await expect(button(d, 'Abbrechen')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

export const OutsideClickKeepsIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(title(d), 'Half-typed');
    await userEvent.click(document.body, { skipHover: true });
    await expect(await dialog()).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(title(d)).toHaveValue('Half-typed');
    blur();
  },
};

function WithTrigger(args: SubmitCandidateListDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Submit a list
      </Button>
      {isOpen ? (
        <SubmitCandidateListDialog
          {...args}
          onCancel={() => {
            args.onCancel();
            setOpen(false);
          }}
          onSubmit={async (payload) => {
            await args.onSubmit(payload);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

export const Keyboard: Story = {
  args: { defaultValues: { attachments: [uploaded] } },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Submit a list' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    // Focus starts on the title; Tab goes on into the comment's toolbar, then its text.
    await waitFor(() => expect(title(d)).toHaveFocus());
    const box = await comment(d);
    await userEvent.tab();
    await expect(within(d).getByRole('toolbar')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await escapeCloses(args, trigger);
    // Opened again: the title typed, Tab on past the comment and the attachments to Submit, Enter sends.
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    await waitFor(() => expect(title(again)).toHaveFocus());
    await userEvent.keyboard(filled.title);
    await comment(again);
    const submit = button(again, 'Submit');
    for (let step = 0; step < 20 && document.activeElement !== submit; step++) await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, comment: null }));
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};
