import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { button, checkbox, clickOutside, dialogParameters, tabOrder } from '../FormDialog/storyHelpers';
import { DownloadAttachmentsDialog } from './DownloadAttachmentsDialog';
import { downloadAttachmentsFixtures } from './DownloadAttachmentsDialog.fixtures';

const { candidateName, defaults, filled } = downloadAttachmentsFixtures;

const meta = {
  title: 'Dialogs/DownloadAttachmentsDialog',
  component: DownloadAttachmentsDialog,
  args: { candidateName, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Download application attachments (000 §2) on **FormDialog** and `useSchemaForm`: the PDF pages in their order 1–5 ' +
      '(**CheckboxGroup**; by default attachments, mandatory documents, data protection) and “download separately” (default on). ' +
      'The payload is domain `applicationPdfSchema`’s output. Narrow; a click outside closes it.',
  ),
} satisfies Meta<typeof DownloadAttachmentsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageLabels = ['Cover page', 'Candidate information', 'Attachments', 'Mandatory documents', 'Data protection'];
const page = (d: HTMLElement, name: string) => checkbox(d, name);
const coverPage = (d: HTMLElement) => page(d, 'Cover page');
const separately = (d: HTMLElement, name = 'Download the files separately') => checkbox(d, name);
const download = (d: HTMLElement) => button(d, 'Download');

const { stories, steps, kit } = formDialogStories({
  Dialog: DownloadAttachmentsDialog,
  name: /Download application attachments|Bewerbungsunterlagen herunterladen/,
  confirm: 'Download',
  cancel: 'Cancel',
  first: coverPage,
  empty: async (d) => {
    await expect(within(d).getByText('Choose what the PDF of Sophie Weber’s application holds.')).toBeVisible();
    // The pages in their PDF order 1–5; the defaults of 000 §2 ticked.
    const group = within(d).getByRole('group', { name: /PDF pages to include/ });
    await expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['cover-page', 'info', 'attachments', 'mandatory-documents', 'data-protection']);
    for (const label of pageLabels) {
      const ticked = ['Attachments', 'Mandatory documents', 'Data protection'].includes(label);
      await (ticked ? expect(page(d, label)).toBeChecked() : expect(page(d, label)).not.toBeChecked());
    }
    await expect(separately(d)).toBeChecked();
  },
  // Adds the cover page and asks for one combined PDF.
  fill: async (d) => {
    await userEvent.click(coverPage(d));
    await userEvent.click(separately(d));
  },
  kept: async (d) => {
    await expect(coverPage(d)).toBeChecked();
    await expect(separately(d)).not.toBeChecked();
  },
  invalid: {
    prepare: async (d) => {
      for (const label of ['Attachments', 'Mandatory documents', 'Data protection']) await userEvent.click(page(d, label));
    },
    message: 'Select at least one entry',
  },
  refusedFieldErrors: {
    errors: { pages: 'This application has no mandatory documents.' },
    shown: 'This application has no mandatory documents.',
    field: coverPage,
    blur: true,
  },
  refusedMessage: 'The PDF could not be made: an attachment is damaged.',
  keyboard: {
    trigger: 'Download PDF',
    // Tab walks the pages in order, then "separately", Cancel, Download.
    walk: (d) => tabOrder(...pageLabels.slice(1).map((label) => page(d, label)), separately(d)),
    // Space ticks the cover page; on to "separately", Space unticks it; Tab, Tab, Enter downloads.
    enter: async (d) => {
      await userEvent.keyboard(' ');
      await tabOrder(...pageLabels.slice(1).map((label) => page(d, label)), separately(d));
      await userEvent.keyboard(' ');
      await tabOrder(button(d, 'Cancel'), download(d));
    },
    payload: filled,
  },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      pages: ['cover-page', 'attachments', 'mandatory-documents', 'data-protection'],
      separately: false,
    }),
};

/** Downloaded as it opens: the defaults. */
export const Defaults: Story = {
  play: async ({ args }) => {
    const d = await kit.dialog();
    await userEvent.click(download(d));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(defaults));
  },
};

/** Pages ticked out of order are sent in the PDF's order. */
export const PagesInPdfOrder: Story = {
  args: { defaultValues: { pages: [] } },
  play: async ({ args }) => {
    const d = await kit.dialog();
    for (const label of ['Data protection', 'Cover page', 'Candidate information']) await userEvent.click(page(d, label));
    await userEvent.click(download(d));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ pages: ['cover-page', 'info', 'data-protection'], separately: true }));
  },
};

export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };

export const German: Story = {
  globals: { locale: 'de' },
  args: { candidateName: 'Maximiliane Schneider-Hürlimann' },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(within(d).getByRole('heading', { name: 'Bewerbungsunterlagen herunterladen' })).toBeVisible();
    await userEvent.click(separately(d, 'Dateien einzeln herunterladen'));
    await userEvent.click(button(d, 'Herunterladen'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...defaults, separately: false }));
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ args }) => {
    await kit.dialog();
    // Nothing typed can be lost here: a click outside closes it.
    await clickOutside(args, kit.dialog, true);
  },
};

export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
