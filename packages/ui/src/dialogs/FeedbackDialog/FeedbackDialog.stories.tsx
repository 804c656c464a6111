import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { clearStaleAnnouncements, escapeCloses } from '../ReasonCommentDialog/reasonCommentStories';
import { FeedbackDialog, type FeedbackDialogProps } from './FeedbackDialog';
import { feedbackFixtures } from './FeedbackDialog.fixtures';

const { categories, filled } = feedbackFixtures;

const meta = {
  title: 'Dialogs/FeedbackDialog',
  component: FeedbackDialog,
  args: { categories, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Feedback (001 §2.5) on **FormDialog** and `useSchemaForm`, validated by domain `productFeedbackSchema`: short description, ' +
          'category, detailed description (required, 4 rows); Cancel / Send. Send sends nothing while the form is invalid; a press shows ' +
          'what is missing and focuses it. No server call exists yet, so no contract case.',
      },
    },
  },
} satisfies Meta<typeof FeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Feedback' });
const subject = (d: HTMLElement, label = 'Short description') => within(d).getByRole('textbox', { name: label });
// A required field's label ends in a marker: the name starts with the label.
const message = (d: HTMLElement, label = 'Detailed description') =>
  within(d).getByRole('textbox', { name: (name) => name.startsWith(label) });
const categoryTrigger = (d: HTMLElement, label = /Category/) => within(d).getByRole('button', { name: label });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Enters the Filled payload with the pointer. */
async function fill(d: HTMLElement) {
  await userEvent.type(subject(d), filled.subject);
  await userEvent.click(categoryTrigger(d));
  await userEvent.click(await screen.findByRole('option', { name: 'Idea or wish' }));
  await userEvent.type(message(d), filled.message);
}

async function kept(d: HTMLElement) {
  await expect(subject(d)).toHaveValue(filled.subject);
  await expect(categoryTrigger(d)).toHaveTextContent('Idea or wish');
  await expect(message(d)).toHaveValue(filled.message);
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(subject(d)).toHaveFocus());
    await expect(subject(d)).toHaveValue('');
    await expect(message(d)).toHaveValue('');
    await expect(message(d)).toHaveAttribute('rows', '4');
    await expect(categoryTrigger(d)).toBeEnabled();
    await expect(within(d).getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const OnlyTheDescription: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    // Blanks in the short description count as empty: the subject is sent as null.
    await userEvent.type(subject(d), '   ');
    await userEvent.type(message(d), '  The page of a vacancy loads slowly.  ');
    await userEvent.click(within(d).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ subject: null, category: null, message: 'The page of a vacancy loads slowly.' });
  },
};

export const InvalidSubmit: Story = {
  args: { defaultValues: { subject: 'Slow search', category: 'bug' } },
  play: async ({ args }) => {
    const d = await dialog();
    // Send sends nothing while the detailed description is missing: it shows the error and focuses the field.
    await userEvent.click(within(d).getByRole('button', { name: 'Send' }));
    await expect(await within(d).findByText('This field is required')).toBeVisible();
    await waitFor(() => expect(message(d)).toHaveFocus());
    await expect(message(d)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Blanks only are still empty.
    await userEvent.type(message(d), '   ');
    await userEvent.click(within(d).getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(subject(d)).toHaveValue('Slow search');
    await expect(categoryTrigger(d)).toHaveTextContent('Something does not work');
    blur();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(d).getByRole('button', { name: /Send/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // A second click sends nothing more; Escape waits for the answer.
    await userEvent.click(within(d).getByRole('button', { name: /Send/ }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new FormRefusal({ errors: { category: 'This category is no longer offered. Choose another one.' } })),
    ),
  },
  play: async ({ args }) => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Send' }));
    await expect(await within(d).findByText('This category is no longer offered. Choose another one.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await kept(d);
    await waitFor(() => expect(categoryTrigger(d)).toHaveFocus());
  },
};

export const RefusedMessage: Story = {
  args: { onSubmit: fn(() => Promise.reject(new FormRefusal({ message: 'You sent feedback a moment ago. Please wait a minute.' }))) },
  play: async () => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Send' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent('You sent feedback a moment ago. Please wait a minute.');
    await kept(d);
    blur();
  },
};

export const UnexpectedFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async () => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Send' }));
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('Your input is kept');
    await expect(alert).not.toHaveTextContent('Failed to fetch');
    await kept(d);
    blur();
  },
};

export const LoadingCategories: Story = {
  args: { categories: [], isLoadingCategories: true },
  play: async () => {
    const d = await dialog();
    await expect(categoryTrigger(d)).toBeDisabled();
    await expect(within(d).getByText('Loading categories…')).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    categories: [
      { id: 'bug', label: 'Etwas funktioniert nicht' },
      { id: 'feature-request', label: 'Idee oder Wunsch' },
    ],
    defaultValues: {
      subject: 'Exportfunktion für die Kandidatenliste einer Stelle mit allen Personalberater/innen',
      category: 'feature-request',
    },
  },
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: 'Feedback' });
    await userEvent.click(within(d).getByRole('button', { name: 'Senden' }));
    await expect(await within(d).findByText('Dieses Feld ist erforderlich')).toBeVisible();
    await expect(subject(d, 'Kurzbeschreibung')).toBeVisible();
    await expect(message(d, 'Ausführliche Beschreibung')).toBeVisible();
    await expect(categoryTrigger(d, /Kategorie/)).toHaveTextContent('Idee oder Wunsch');
    await expect(within(d).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

function WithTrigger(args: FeedbackDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Give feedback
      </Button>
      {/* Mounted while open, as screens do: each opening starts from the default values. */}
      {isOpen ? (
        <FeedbackDialog
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
    const trigger = within(canvasElement).getByRole('button', { name: 'Give feedback' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    // Tab order: short description, category, detailed description, Cancel, Send.
    await waitFor(() => expect(subject(d)).toHaveFocus());
    await userEvent.tab();
    await expect(categoryTrigger(d)).toHaveFocus();
    await userEvent.tab();
    await expect(message(d)).toHaveFocus();
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'Send' })).toHaveFocus();
    // Escape closes and focus returns to the button that opened it.
    await escapeCloses(args, trigger);
    // Opened again: the category with the arrow keys, the description typed, Enter on Send sends.
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    await waitFor(() => expect(subject(again)).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(categoryTrigger(again)).toHaveTextContent('Idea or wish'));
    await userEvent.tab();
    await userEvent.keyboard('Dark mode, please.');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ subject: null, category: 'feature-request', message: 'Dark mode, please.' }),
    );
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};

export const OutsideClickKeepsIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(message(d), 'Half-typed');
    // A click on the backdrop does not close it: the user would lose what they typed.
    await userEvent.click(document.body, { skipHover: true });
    await expect(await dialog()).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(message(d)).toHaveValue('Half-typed');
    blur();
  },
};
