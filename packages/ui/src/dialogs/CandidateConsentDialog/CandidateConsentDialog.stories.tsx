import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { clearStaleAnnouncements, escapeCloses } from '../ReasonCommentDialog/reasonCommentStories';
import { CandidateConsentDialog, type CandidateConsentDialogProps } from './CandidateConsentDialog';
import { candidateConsentFixtures } from './CandidateConsentDialog.fixtures';

const { candidateName, privacyNoticeUrls, filled } = candidateConsentFixtures;

const meta = {
  title: 'Dialogs/CandidateConsentDialog',
  component: CandidateConsentDialog,
  args: { candidateName, privacyNoticeUrls, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Candidate data-privacy consent (000 §2) on **FormDialog** and `useSchemaForm`: the privacy text, the notice’s PDFs per ' +
          'language (**CandidateDocuments**), the language of the signed notice, and a tick box; Confirm stays disabled until it is ' +
          'ticked. Validated by domain `candidateConsentSchema`, the schema `POST /candidate/{id}/consent` parses.',
      },
    },
  },
} satisfies Meta<typeof CandidateConsentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /Candidate data-privacy consent|Datenschutzeinwilligung/ });
const tick = (d: HTMLElement, name: RegExp = /has read and signed the Candidate Privacy Notice/) =>
  within(d).getByRole('checkbox', { name });
const button = (d: HTMLElement, name: string | RegExp) => within(d).getByRole('button', { name });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

async function tickAndConfirm() {
  const d = await dialog();
  await userEvent.click(tick(d));
  await userEvent.click(button(d, 'Confirm'));
  return d;
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByText('Record that Lena Vogel has consented to the processing of their data.')).toBeVisible();
    await expect(within(d).getByText(/passed to the employers of the vacancies/)).toBeVisible();
    const pdfs = within(d).getByRole('group', { name: 'Documents for the candidate' });
    await expect(within(pdfs).getByRole('link', { name: /English/ })).toHaveAttribute('href', privacyNoticeUrls.en);
    await expect(within(pdfs).getByRole('link', { name: /German/ })).toHaveAttribute('href', privacyNoticeUrls.de);
    await expect(within(d).getByRole('radio', { name: 'English' })).toBeChecked();
    await waitFor(() => expect(tick(d)).toHaveFocus());
    await expect(tick(d)).not.toBeChecked();
    // Confirm stays disabled until the box is ticked (000 §2).
    await expect(button(d, 'Confirm')).toBeDisabled();
    await expect(button(d, 'Cancel')).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    await tickAndConfirm();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** Without the tick nothing can be sent: Confirm is disabled, and disabled again once the tick is taken back. */
export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(button(d, 'Confirm'));
    await userEvent.click(tick(d));
    await expect(button(d, 'Confirm')).toBeEnabled();
    await userEvent.click(tick(d));
    await expect(button(d, 'Confirm')).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The candidate signed the German notice: the payload names it. */
export const SignedGermanNotice: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('radio', { name: 'German' }));
    await tickAndConfirm();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, locale: 'de' }));
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await tickAndConfirm();
    await waitFor(() => expect(button(d, /Confirm/)).toHaveAttribute('aria-disabled', 'true'));
    await expect(button(d, 'Cancel')).toBeDisabled();
    await userEvent.click(button(d, /Confirm/));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new FormRefusal({ errors: { locale: 'This language version of the notice is no longer offered.' } })),
    ),
  },
  play: async ({ args }) => {
    const d = await tickAndConfirm();
    await expect(await within(d).findByText('This language version of the notice is no longer offered.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(tick(d)).toBeChecked();
    await waitFor(() => expect(within(d).getByRole('radio', { name: 'English' })).toHaveFocus());
    blur();
  },
};

export const RefusedMessage: Story = {
  args: { onSubmit: fn(() => Promise.reject(new FormRefusal({ message: 'This candidate was deleted.' }))) },
  play: async () => {
    const d = await tickAndConfirm();
    await expect(await within(d).findByRole('alert')).toHaveTextContent('This candidate was deleted.');
    await expect(tick(d)).toBeChecked();
    blur();
  },
};

export const UnexpectedFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async () => {
    const d = await tickAndConfirm();
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('Your input is kept');
    await expect(tick(d)).toBeChecked();
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { candidateName: 'Maximiliane Schneider-Hürlimann' },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Datenschutzeinwilligung der Kandidatin / des Kandidaten' })).toBeVisible();
    // The user's language is the notice's language to start with.
    await expect(within(d).getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await expect(button(d, 'Bestätigen')).toBeDisabled();
    await userEvent.click(tick(d, /hat die Datenschutzerklärung für Kandidat\/innen gelesen/));
    await userEvent.click(button(d, 'Bestätigen'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, locale: 'de' }));
  },
};

function WithTrigger(args: CandidateConsentDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Record consent
      </Button>
      {isOpen ? (
        <CandidateConsentDialog
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

export const OutsideClickKeepsIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(tick(d));
    await userEvent.click(document.body, { skipHover: true });
    await expect(await dialog()).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(tick(d)).toBeChecked();
    blur();
  },
};

export const Keyboard: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Record consent' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    // Focus starts on the tick box; Shift+Tab goes back to the language, Space ticks, Tab reaches Cancel, then Confirm.
    await waitFor(() => expect(tick(d)).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(within(d).getByRole('radio', { name: 'English' })).toHaveFocus();
    await userEvent.tab();
    await expect(tick(d)).toHaveFocus();
    await escapeCloses(args, trigger);
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    await waitFor(() => expect(tick(again)).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(tick(again)).toBeChecked();
    await userEvent.tab();
    await expect(button(again, 'Cancel')).toHaveFocus();
    await userEvent.tab();
    await expect(button(again, 'Confirm')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};
