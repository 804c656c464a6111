import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { UploadedFile } from '@mandate/domain';
import { FormRefusal } from '../../dialogs/FormDialog/FormRefusal';
import type { UploadFunction } from '../Uploader';
import { CandidateForm } from './CandidateForm';

/** A fake file store: reports 40 %, then answers the stored file (ids from 501). */
function fakeUpload() {
  let id = 500;
  const upload: UploadFunction = (file, { signal, onProgress }) =>
    new Promise<UploadedFile>((resolve, reject) => {
      if (signal.aborted) return reject(new DOMException('aborted', 'AbortError'));
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      onProgress(0.4);
      setTimeout(() => resolve({ id: ++id, title: file.name, size: file.size, fullPath: `/api/file/${id}/download` }), 0);
    });
  return fn(upload);
}

const pdf = (name: string, bytes = 24_576) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
/** The hidden file input of the n-th uploader (what the browser's file dialog fills). */
const fileInput = (root: HTMLElement, index = 0) => root.querySelectorAll<HTMLInputElement>('input[type="file"]')[index]!;

const countries = [
  { id: 'CH', label: 'Switzerland' },
  { id: 'DE', label: 'Germany' },
  { id: 'AT', label: 'Austria' },
];
const privacyNoticeUrls = { en: '/documents/candidate-privacy-notice.en.pdf', de: '/documents/candidate-privacy-notice.de.pdf' };

const meta = {
  title: 'Widgets/CandidateForm',
  component: CandidateForm,
  args: {
    mode: 'create',
    countries,
    upload: fakeUpload(),
    privacyNoticeUrls,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The form of a candidate (new and edit pages of “My candidates”): every field of the domain’s `candidateCreateSchema`, the CV and documents through the ' +
          'Uploader (uploaded to the file store as chosen; their ids go into the payload), and for a new candidate the consent through `CandidateConsentDialog` ' +
          'with the signed notice as optional evidence. For a single action on a candidate use its dialog instead.',
      },
    },
  },
} satisfies Meta<typeof CandidateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Data-privacy consent' })).toBeVisible();
    await expect(canvas.getByText(/No consent recorded yet/)).toBeVisible();
    // Submitting without names: the errors show, the first invalid field takes the focus, nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Save candidate' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FilledWithCvAndConsent: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Lena');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Vogel');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'lena.vogel@example.ch');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '+41 79 555 12 34');
    await userEvent.type(canvas.getByRole('textbox', { name: /Current position/ }), 'Head of Regulatory Affairs');
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Basel');
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Switzerland' }));
    await userEvent.upload(fileInput(canvasElement), [pdf('CV Lena Vogel.pdf')]);
    const queue = await canvas.findByRole('list', { name: /Files|Dateien/ });
    await within(queue).findByText('Uploaded');
    // The consent through the consent dialog: Confirm only once ticked.
    await userEvent.click(canvas.getByRole('button', { name: 'Record consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Candidate data-privacy consent' });
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText(/Consent to the Candidate Privacy Notice \(English\) will be recorded/)).toBeVisible();
    // The signed notice as evidence.
    await userEvent.upload(fileInput(canvasElement, 1), [pdf('Signed notice.pdf', 2048)]);
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Save candidate' }));
    await waitFor(
      () =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          firstName: 'Lena',
          lastName: 'Vogel',
          email: 'lena.vogel@example.ch',
          phone: '+41 79 555 12 34',
          dateOfBirth: null,
          address: null,
          zipCode: null,
          city: 'Basel',
          countryCode: 'CH',
          employed: true,
          position: 'Head of Regulatory Affairs',
          comment: null,
          attachments: [501],
          consent: { document: 'candidate-privacy-notice', locale: 'en', fileId: 502 },
        }),
      { timeout: 5000 },
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    submitLabel: 'Save changes',
    defaultValues: {
      firstName: 'Lena',
      lastName: 'Vogel',
      email: 'lena.vogel@example.ch',
      dateOfBirth: '1988-06-14',
      city: 'Basel',
      countryCode: 'CH',
      employed: 'no',
      attachments: [{ id: 77, title: 'CV Lena Vogel.pdf', size: 24_576, fullPath: '/api/file/77/download' }],
    },
  },
  play: async ({ canvas, args }) => {
    // No consent section when editing: the candidate page records it.
    await expect(canvas.queryByRole('group', { name: 'Data-privacy consent' })).toBeNull();
    await expect(canvas.getByText('CV Lena Vogel.pdf')).toBeVisible();
    const city = canvas.getByRole('textbox', { name: /City/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Zürich');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ city: 'Zürich', dateOfBirth: '1988-06-14', employed: false, attachments: [77], consent: null }),
      ),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WrongFileType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // The browser's dialog filters by type; "All files" does not: the Uploader refuses it with the spec's message.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [new File(['MZ'], 'holiday.exe', { type: 'application/x-msdownload' })]);
    await expect(await canvas.findByText(/File has invalid type\. Only .*pdf.* files are allowed\./)).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    mode: 'edit',
    defaultValues: { firstName: 'Lena', lastName: 'Vogel', email: 'lena@example.ch' },
    onSubmit: fn(async () => {
      throw new FormRefusal({ errors: { email: 'This e-mail address is already used by another candidate.' } });
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save candidate' }));
    // Beside the field, which is marked invalid; what the user typed stays.
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription('This e-mail address is already used by another candidate.');
    await expect(email).toHaveValue('lena@example.ch');
    // Beside its field only: not repeated in the form's alert above the buttons.
    await expect(canvas.getAllByText('This e-mail address is already used by another candidate.')).toHaveLength(1);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RefusedConsent: Story = {
  args: {
    defaultValues: {
      firstName: 'Lena',
      lastName: 'Vogel',
      consent: { document: 'candidate-privacy-notice', locale: 'en', fileId: null },
    },
    onSubmit: fn(async () => {
      throw new FormRefusal({
        errors: {
          'consent.document': 'This version of the privacy notice is no longer in force.',
          'consent.locale': 'The consent must name English or German.',
        },
      });
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save candidate' }));
    // In the consent section, once: not repeated in the form's alert above the buttons.
    const consent = canvas.getByRole('group', { name: 'Data-privacy consent' });
    await expect(await within(consent).findByText('This version of the privacy notice is no longer in force.')).toBeVisible();
    await expect(canvas.getAllByText('This version of the privacy notice is no longer in force.')).toHaveLength(1);
    await expect(within(consent).getByText('The consent must name English or German.')).toBeVisible();
    await expect(canvas.getAllByText('The consent must name English or German.')).toHaveLength(1);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RefusedMessage: Story = {
  args: {
    mode: 'edit',
    defaultValues: { firstName: 'Lena', lastName: 'Vogel' },
    onSubmit: fn(async () => {
      throw new FormRefusal({ message: 'This candidate has been deleted.' });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save candidate' }));
    await expect(await canvas.findByText('This candidate has been deleted.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LoadingCountries: Story = {
  args: { countries: [], isLoadingCountries: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Country/ })).toBeDisabled();
    await expect(canvas.getByText('Loading countries…')).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    countries: [
      { id: 'CH', label: 'Schweiz' },
      { id: 'DE', label: 'Deutschland' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Vorname/ })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Datenschutz-Einwilligung' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kandidat speichern' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Vorname/ })).toHaveFocus());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
