import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uploadTypes, type UploadedFile } from '@mandate/domain';
import { Uploader, type UploadFunction } from './Uploader';

/** A fake upload: reports the given progress steps, then resolves, fails, or waits until cancelled. */
function fakeUpload(outcome: 'success' | 'error' | 'hang' = 'success', steps: readonly (number | null)[] = [0.4]) {
  let id = 0;
  const upload: UploadFunction = (file, { signal, onProgress }) =>
    new Promise<UploadedFile>((resolve, reject) => {
      const abort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort);
      for (const step of steps) onProgress(step);
      if (outcome === 'success') setTimeout(() => resolve({ id: ++id, title: file.name, size: file.size, fullPath: `/files/${id}` }), 0);
      if (outcome === 'error') setTimeout(() => reject(new Error('500 Internal Server Error')), 0);
    });
  return fn(upload);
}

const pdf = (name: string, bytes = 245_760) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** The hidden file input behind "Choose files" (what the browser's file dialog fills). */
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Drops files on an element as a browser does (dragenter, dragover, drop with a DataTransfer). */
function drop(target: Element, files: readonly File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const rect = target.getBoundingClientRect();
  const at = { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
  // A synthetic DataTransfer has no file-system entries, which react-aria reads (synchronously, in
  // the drop handler) to tell files from folders: answer "a file" while the events are dispatched.
  const proto = DataTransferItem.prototype;
  const original = Object.getOwnPropertyDescriptor(proto, 'webkitGetAsEntry')!;
  Object.defineProperty(proto, 'webkitGetAsEntry', { configurable: true, value: () => ({ isFile: true, isDirectory: false }) });
  try {
    for (const type of ['dragenter', 'dragover', 'drop'])
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, ...at }));
  } finally {
    Object.defineProperty(proto, 'webkitGetAsEntry', original);
  }
}

/** Drags files over an element and away again without dropping them; returns what was announced while over it. */
function dragOverAndAway(target: Element, files: readonly File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  // A file manager allows every operation; a DataTransfer made by a script allows none, and its
  // effectAllowed is read-only outside dragstart: answer as the file manager's does.
  Object.defineProperty(dataTransfer, 'effectAllowed', { get: () => 'all' });
  const rect = target.getBoundingClientRect();
  const at = { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
  for (const type of ['dragenter', 'dragover'])
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, ...at }));
  const entered = announcements();
  target.dispatchEvent(new DragEvent('dragleave', { bubbles: true, cancelable: true, dataTransfer, clientX: 0, clientY: 0 }));
  return entered;
}

/** What react-aria's live announcer gave screen readers (polite and assertive), oldest first. */
const announcements = () => Array.from(document.querySelectorAll('[data-live-announcer] [aria-live] > *'), (node) => node.textContent);
const assertiveAnnouncements = () =>
  Array.from(document.querySelectorAll('[data-live-announcer] [aria-live="assertive"] > *'), (node) => node.textContent);

const documents = uploadTypes['candidate-document'];

const meta = {
  title: 'Widgets/Uploader',
  component: Uploader,
  args: {
    label: 'Attachments',
    upload: fakeUpload('success'),
    onChange: fn(),
    allowedTypes: documents,
    maxFiles: 3,
  },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <Uploader {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Chooses files by button, drag and drop or paste, checks type (allow-lists from domain, shared with the server) and the 20 MB limit before sending, and uploads each through the `upload` function it is given (the app passes api-client’s XHR upload) with a progress bar, Cancel, Try again and Remove. `maxFiles={1}` is single-file mode: a new file replaces the previous one. For a picture with cropping use the avatar dialog instead.',
      },
    },
  },
} satisfies Meta<typeof Uploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Attachments' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeEnabled();
    await expect(canvas.getByText('pdf, doc, docx · up to 20 MB per file · 3 files at most')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Uploaded: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('Lebenslauf.pdf'), pdf('Zeugnis.pdf', 1_572_864)]);
    const list = canvas.getByRole('list', { name: 'Files' });
    await waitFor(() => expect(within(list).getAllByText('Uploaded')).toHaveLength(2));
    await expect(within(list).getByText('1.5 MB')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 1, title: 'Lebenslauf.pdf', size: 245_760, fullPath: '/files/1' },
      { id: 2, title: 'Zeugnis.pdf', size: 1_572_864, fullPath: '/files/2' },
    ]);
  },
};

export const Filled: Story = {
  args: {
    defaultValue: [
      { id: 7, title: 'Stellenbeschreibung.pdf', size: 98_304, fullPath: '/files/7' },
      { id: 8, title: 'Arbeitsvertrag.docx', size: 40_960, fullPath: '/files/8' },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText('Uploaded')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Arbeitsvertrag.docx' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 7, title: 'Stellenbeschreibung.pdf', size: 98_304, fullPath: '/files/7' }]);
  },
};

export const Uploading: Story = {
  args: { upload: fakeUpload('hang', [0.1, 0.4]) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('Lebenslauf.pdf')]);
    const bar = await canvas.findByRole('progressbar', { name: 'Upload of Lebenslauf.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('Uploading…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel upload of Lebenslauf.pdf' })).toBeVisible();
    await expect(args.upload).toHaveBeenCalledTimes(1);
  },
};

export const UnknownProgress: Story = {
  args: { upload: fakeUpload('hang', [null]) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('Lebenslauf.pdf')]);
    const bar = await canvas.findByRole('progressbar', { name: 'Upload of Lebenslauf.pdf' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Cancelled: Story = {
  args: { upload: fakeUpload('hang', [0.6]) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('Lebenslauf.pdf')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel upload of Lebenslauf.pdf' }));
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(args.upload.mock.calls[0]![1].signal.aborted).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Try again to upload Lebenslauf.pdf' })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const UploadError: Story = {
  args: { upload: fakeUpload('error') },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('Lebenslauf.pdf')]);
    await expect(await canvas.findByText('Error during the file upload')).toBeVisible();
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again to upload Lebenslauf.pdf' })).toBeEnabled();
  },
};

export const ServerMessage: Story = {
  args: {
    upload: fakeUpload('error'),
    describeError: () => 'File has invalid type. Only pdf, doc, docx files are allowed.',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('renamed.pdf')]);
    await expect(await canvas.findByText('File has invalid type. Only pdf, doc, docx files are allowed.')).toBeVisible();
  },
};

export const TooMany: Story = {
  args: { maxFiles: 2 },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Allowed to upload a maximum of 2 files');
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(2));
    await expect(args.upload).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByText('c.pdf')).not.toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('Scan.pdf', 21 * 1024 * 1024)]);
    await expect(canvas.getByText('The file Scan.pdf has 21 MB that exceeds the maximum allowed size of 20 MB')).toBeVisible();
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const InvalidType: Story = {
  play: async ({ canvas, args }) => {
    drop(canvas.getByText('Drop files here or choose them'), [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })]);
    await expect(await canvas.findByText('File has invalid type. Only pdf, doc, docx files are allowed.')).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const InvalidTypeWithoutList: Story = {
  args: { allowedTypes: [] },
  play: async ({ canvas, args }) => {
    drop(canvas.getByText('Drop files here or choose them'), [new File(['x'], 'notes.md', { type: 'text/markdown' })]);
    await expect(await canvas.findByText('File has invalid type. Only some files are allowed.')).toBeVisible();
    await expect(canvas.getByText('Up to 20 MB per file · 3 files at most')).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/**
 * The state after a drop. The drop here is made of DOM events by a script, which the page gets
 * whatever it answered to dragover; the real desktop drag (Chromium's own) is in
 * Uploader.browser.test.tsx (`pnpm test:browser`).
 */
export const DragAndDrop: Story = {
  play: async ({ canvas, args }) => {
    drop(canvas.getByText('Drop files here or choose them'), [pdf('Lebenslauf.pdf'), pdf('Referenzen.pdf')]);
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(2));
    await expect(args.upload).toHaveBeenCalledTimes(2);
  },
};

export const SingleFileReplaces: Story = {
  args: { maxFiles: 1, label: 'Job description' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), pdf('Entwurf.pdf'));
    await waitFor(() => expect(canvas.getByText('Uploaded')).toBeVisible());
    await userEvent.upload(fileInput(canvasElement), pdf('Final.pdf'));
    await waitFor(() => expect(canvas.getByText('Final.pdf')).toBeVisible());
    await expect(canvas.queryByText('Entwurf.pdf')).not.toBeInTheDocument();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ title: 'Final.pdf' })]));
  },
};

export const ManualStart: Story = {
  args: { autoUpload: false },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('Lebenslauf.pdf')]);
    await expect(canvas.getByText('Ready to upload')).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Lebenslauf.pdf' }));
    await waitFor(() => expect(canvas.getByText('Uploaded')).toBeVisible());
  },
};

export const KeyboardOnly: Story = {
  args: { upload: fakeUpload('hang', [0.25]) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    // First stop: react-aria's drop target, where files can be pasted.
    await expect(canvas.getByRole('button', { name: 'Drop target Drop files here or choose them' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await userEvent.upload(fileInput(canvasElement), [pdf('Lebenslauf.pdf'), pdf('Zeugnis.pdf')]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel upload of Lebenslauf.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvas.getByRole('list')).getByText('Cancelled')).toBeVisible();
    // Focus stays where it was: the same button now removes the cancelled file; Try again sits before it.
    await expect(canvas.getByRole('button', { name: 'Remove Lebenslauf.pdf' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Try again to upload Lebenslauf.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.upload).toHaveBeenCalledTimes(3);
    await expect(canvas.getAllByText('Uploading…')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Cancel upload of Lebenslauf.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('Lebenslauf.pdf')).not.toBeInTheDocument();
  },
};

/** Choosing files, each one's progress (at each quarter) and result are read to screen readers with the file's name. */
export const AnnouncesChoiceProgressAndResult: Story = {
  args: { upload: fakeUpload('success', [0.3, 0.6]) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('Lebenslauf.pdf'), pdf('Zeugnis.pdf')]);
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(2));
    await waitFor(() =>
      expect(announcements()).toEqual([
        '2 files chosen',
        'Lebenslauf.pdf: 30% uploaded',
        'Lebenslauf.pdf: 60% uploaded',
        'Zeugnis.pdf: 30% uploaded',
        'Zeugnis.pdf: 60% uploaded',
        'Lebenslauf.pdf uploaded',
        'Zeugnis.pdf uploaded',
      ]),
    );
  },
};

/** A failure is read at once (assertive), with its reason; cancel and remove are read too. */
export const AnnouncesFailureCancelAndRemove: Story = {
  args: { upload: fakeUpload('error'), maxFiles: 1 },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('Lebenslauf.pdf'));
    await expect(await canvas.findByText('Error during the file upload')).toBeVisible();
    await waitFor(() => expect(assertiveAnnouncements()).toEqual(['Lebenslauf.pdf not uploaded: Error during the file upload']));
    await userEvent.upload(fileInput(canvasElement), pdf('Scan.pdf', 21 * 1024 * 1024));
    await waitFor(() =>
      expect(assertiveAnnouncements()).toContain(
        'Scan.pdf not uploaded: The file Scan.pdf has 21 MB that exceeds the maximum allowed size of 20 MB',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Scan.pdf' }));
    await waitFor(() => expect(announcements()).toContain('Scan.pdf removed'));
    await expect(args.upload).toHaveBeenCalledTimes(1);
  },
};

export const AnnouncesCancel: Story = {
  args: { upload: fakeUpload('hang', [0.1]) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('Lebenslauf.pdf'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel upload of Lebenslauf.pdf' }));
    await waitFor(() => expect(announcements()).toEqual(['Lebenslauf.pdf chosen', 'Upload of Lebenslauf.pdf cancelled']));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again to upload Lebenslauf.pdf' }));
    await waitFor(() => expect(announcements()).toContain('Uploading Lebenslauf.pdf'));
  },
};

/** Files dragged over the drop area and away again: both are read. */
export const AnnouncesDragEnterAndLeave: Story = {
  play: async ({ canvas, args }) => {
    const entered = dragOverAndAway(canvas.getByText('Drop files here or choose them'), [pdf('Lebenslauf.pdf')]);
    await waitFor(() => expect(announcements()).toEqual(['Release to add the files', 'Left the drop area']));
    await expect(entered).toEqual(['Release to add the files']);
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const AnnouncesInGerman: Story = {
  globals: { locale: 'de' },
  args: { upload: fakeUpload('success', [0.5]), maxFiles: 1 },
  play: async ({ canvas, canvasElement }) => {
    dragOverAndAway(canvas.getByText('Datei hierher ziehen oder auswählen'), [pdf('Lebenslauf.pdf')]);
    await userEvent.upload(fileInput(canvasElement), pdf('Lebenslauf.pdf'));
    await waitFor(() => expect(canvas.getByText('Hochgeladen')).toBeVisible());
    await waitFor(() =>
      expect(announcements()).toEqual([
        'Zum Hinzufügen der Datei loslassen',
        'Ablagebereich verlassen',
        'Lebenslauf.pdf ausgewählt',
        'Lebenslauf.pdf: 50% hochgeladen',
        'Lebenslauf.pdf hochgeladen',
      ]),
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please attach at least one document.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please attach at least one document.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [{ id: 7, title: 'Stellenbeschreibung.pdf', size: 98_304, fullPath: '/files/7' }] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Stellenbeschreibung.pdf' })).toBeDisabled();
    drop(canvas.getByText('Drop files here or choose them'), [pdf('a.pdf')]);
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Unterlagen zur Kandidatin (Lebenslauf, Arbeitszeugnisse, Diplome)',
    upload: fakeUpload('error'),
    maxFiles: 2,
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Uploader {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Dateien auswählen' })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), [
      pdf('Bewerbungsunterlagen_Maximiliane_Schmidt-Oberholzer_2025.pdf'),
      pdf('Scan.pdf', 22 * 1024 * 1024),
    ]);
    await expect(await canvas.findByText('Fehler beim Hochladen der Datei')).toBeVisible();
    await expect(canvas.getByText('Die Datei Scan.pdf hat 22 MB und überschreitet die maximal erlaubte Größe von 20 MB')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Es dürfen höchstens 2 Dateien hochgeladen werden');
  },
};
