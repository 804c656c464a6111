import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { clearStaleAnnouncements, escapeCloses } from '../ReasonCommentDialog/reasonCommentStories';
import { DownloadAttachmentsDialog, type DownloadAttachmentsDialogProps } from './DownloadAttachmentsDialog';
import { downloadAttachmentsFixtures } from './DownloadAttachmentsDialog.fixtures';

const { candidateName, defaults, filled } = downloadAttachmentsFixtures;

const meta = {
  title: 'Dialogs/DownloadAttachmentsDialog',
  component: DownloadAttachmentsDialog,
  args: { candidateName, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Download application attachments (000 §2) on **FormDialog** and `useSchemaForm`: the PDF pages in their order 1–5 ' +
          '(**CheckboxGroup**; by default attachments, mandatory documents, data protection) and “download separately” (default on). ' +
          'The payload is domain `applicationPdfSchema`’s output. Narrow; a click outside closes it.',
      },
    },
  },
} satisfies Meta<typeof DownloadAttachmentsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageLabels = ['Cover page', 'Candidate information', 'Attachments', 'Mandatory documents', 'Data protection'];
const dialog = () => screen.findByRole('dialog', { name: /Download application attachments|Bewerbungsunterlagen herunterladen/ });
const page = (d: HTMLElement, name: string) => within(d).getByRole('checkbox', { name });
const separately = (d: HTMLElement, name = 'Download the files separately') => within(d).getByRole('checkbox', { name });
const button = (d: HTMLElement, name: string | RegExp) => within(d).getByRole('button', { name });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Adds the cover page and asks for one combined PDF, as the Filled story does. */
async function fillAndConfirm() {
  const d = await dialog();
  await userEvent.click(page(d, 'Cover page'));
  await userEvent.click(separately(d));
  await userEvent.click(button(d, 'Download'));
  return d;
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
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
    await waitFor(() => expect(page(d, 'Cover page')).toHaveFocus());
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    await fillAndConfirm();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** Downloaded as it opens: the defaults. */
export const Defaults: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(button(d, 'Download'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(defaults));
  },
};

/** Pages ticked out of order are sent in the PDF's order. */
export const PagesInPdfOrder: Story = {
  args: { defaultValues: { pages: [] } },
  play: async ({ args }) => {
    const d = await dialog();
    for (const label of ['Data protection', 'Cover page', 'Candidate information']) await userEvent.click(page(d, label));
    await userEvent.click(button(d, 'Download'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ pages: ['cover-page', 'info', 'data-protection'], separately: true }));
  },
};

export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    for (const label of ['Attachments', 'Mandatory documents', 'Data protection']) await userEvent.click(page(d, label));
    await userEvent.click(button(d, 'Download'));
    await expect(await within(d).findByText('Select at least one entry')).toBeVisible();
    await waitFor(() => expect(page(d, 'Cover page')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await fillAndConfirm();
    await waitFor(() => expect(button(d, /Download/)).toHaveAttribute('aria-disabled', 'true'));
    await expect(button(d, 'Cancel')).toBeDisabled();
    await userEvent.click(button(d, /Download/));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: { onSubmit: fn(() => Promise.reject(new FormRefusal({ errors: { pages: 'This application has no mandatory documents.' } }))) },
  play: async () => {
    const d = await fillAndConfirm();
    await expect(await within(d).findByText('This application has no mandatory documents.')).toBeVisible();
    await expect(page(d, 'Cover page')).toBeChecked();
    await expect(separately(d)).not.toBeChecked();
    await waitFor(() => expect(page(d, 'Cover page')).toHaveFocus());
    blur();
  },
};

export const RefusedMessage: Story = {
  args: { onSubmit: fn(() => Promise.reject(new FormRefusal({ message: 'The PDF could not be made: an attachment is damaged.' }))) },
  play: async () => {
    const d = await fillAndConfirm();
    await expect(await within(d).findByRole('alert')).toHaveTextContent('The PDF could not be made: an attachment is damaged.');
    await expect(page(d, 'Cover page')).toBeChecked();
    blur();
  },
};

export const UnexpectedFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async () => {
    const d = await fillAndConfirm();
    await expect(await within(d).findByRole('alert')).toHaveTextContent('Your input is kept');
    await expect(separately(d)).not.toBeChecked();
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { candidateName: 'Maximiliane Schneider-Hürlimann' },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Bewerbungsunterlagen herunterladen' })).toBeVisible();
    await userEvent.click(separately(d, 'Dateien einzeln herunterladen'));
    await userEvent.click(button(d, 'Herunterladen'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...defaults, separately: false }));
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ args }) => {
    await dialog();
    // Nothing typed can be lost here: a click outside closes it.
    await userEvent.click(document.body, { skipHover: true });
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
  },
};

function WithTrigger(args: DownloadAttachmentsDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Download PDF
      </Button>
      {isOpen ? (
        <DownloadAttachmentsDialog
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
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Download PDF' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    // Focus on the first page; Tab walks the pages in order, then "separately", Cancel, Download.
    await waitFor(() => expect(page(d, 'Cover page')).toHaveFocus());
    for (const label of pageLabels.slice(1)) {
      await userEvent.tab();
      await expect(page(d, label)).toHaveFocus();
    }
    await userEvent.tab();
    await expect(separately(d)).toHaveFocus();
    await escapeCloses(args, trigger);
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    await waitFor(() => expect(page(again, 'Cover page')).toHaveFocus());
    // Space ticks the cover page; on to "separately", Space unticks it; Tab, Tab, Enter downloads.
    await userEvent.keyboard(' ');
    for (let i = 0; i < pageLabels.length; i++) await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(button(again, 'Download')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};
