import { TEXT_LIMITS } from '@mandate/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { clearStaleAnnouncements, escapeCloses } from '../ReasonCommentDialog/reasonCommentStories';
import { NoteDialog, type NoteDialogProps } from './NoteDialog';
import { noteFixtures } from './NoteDialog.fixtures';

const { type, linkedId, existing, filled } = noteFixtures;

const meta = {
  title: 'Dialogs/NoteDialog',
  component: NoteDialog,
  args: { type, linkedId, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Note (001 §2.5) on **FormDialog** and `useSchemaForm`, validated by domain `noteSchema`: "Edit note", the text in 10 rows, ' +
          'nothing required; Cancel/Save. Without `noteId` Save creates (`{ content, type, linkedId }`), with it Save edits ' +
          '(`{ id, content, type, linkedId }`). No server call exists yet, so no contract case.',
      },
    },
  },
} satisfies Meta<typeof NoteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /Edit note|Notiz bearbeiten/ });
const note = (d: HTMLElement, label = 'Note') => within(d).getByRole('textbox', { name: label });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

async function fillAndSave() {
  const d = await dialog();
  await userEvent.type(note(d), filled.content);
  await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
  return d;
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(note(d)).toHaveFocus());
    await expect(note(d)).toHaveValue('');
    await expect(note(d)).toHaveAttribute('rows', '10');
    await expect(note(d)).not.toBeRequired();
    await expect(within(d).getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    await fillAndSave();
    // A new note: no id, so the screen creates it.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const EditExisting: Story = {
  args: { noteId: existing.id, defaultContent: existing.content },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(note(d)).toHaveValue(existing.content);
    await userEvent.type(note(d), ' Available from April.');
    await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
    // The id is in the payload, so the screen edits this note.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ id: existing.id, content: `${existing.content} Available from April.`, type, linkedId }),
    );
  },
};

export const SavedEmpty: Story = {
  args: { noteId: existing.id, defaultContent: existing.content },
  play: async ({ args }) => {
    const d = await dialog();
    // Nothing is required: an emptied note is saved with its text as null.
    await userEvent.clear(note(d));
    await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ id: existing.id, content: null, type, linkedId }));
  },
};

export const InvalidSubmit: Story = {
  // The one rule a note has: at most TEXT_LIMITS.long characters (a paste of a whole document).
  args: { defaultContent: `${'Long pasted CV. '.repeat(TEXT_LIMITS.long / 16)}!` },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
    await expect(await within(d).findByText('The text is too long')).toBeVisible();
    await waitFor(() => expect(note(d)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect((note(d) as HTMLTextAreaElement).value).toHaveLength(TEXT_LIMITS.long + 1);
    blur();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await fillAndSave();
    await waitFor(() => expect(within(d).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(within(d).getByRole('button', { name: /Save/ }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new FormRefusal({ errors: { content: 'The note contains characters that cannot be saved.' } }))),
  },
  play: async ({ args }) => {
    const d = await fillAndSave();
    await expect(await within(d).findByText('The note contains characters that cannot be saved.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(note(d)).toHaveValue(filled.content);
    await waitFor(() => expect(note(d)).toHaveFocus());
  },
};

export const RefusedMessage: Story = {
  args: {
    noteId: existing.id,
    defaultContent: existing.content,
    onSubmit: fn(() => Promise.reject(new FormRefusal({ message: 'This note was deleted by someone else.' }))),
  },
  play: async () => {
    const d = await dialog();
    await userEvent.type(note(d), ' Called again.');
    await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent('This note was deleted by someone else.');
    await expect(note(d)).toHaveValue(`${existing.content} Called again.`);
    blur();
  },
};

export const UnexpectedFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async () => {
    const d = await fillAndSave();
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('Your input is kept');
    await expect(alert).not.toHaveTextContent('Failed to fetch');
    await expect(note(d)).toHaveValue(filled.content);
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    noteId: existing.id,
    defaultContent:
      'Bevorzugt Basel oder Zürich. Kündigungsfrist drei Monate. Hat mit zwei weiteren Personalberater/innen gesprochen, ' +
      'Gehaltsvorstellung um CHF 160’000 inklusive Bonus; Verfügbarkeit für Vorstellungsgespräche nur donnerstags.',
  },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Notiz bearbeiten' })).toBeVisible();
    await expect(note(d, 'Notiz')).toHaveValue(args.defaultContent);
    await expect(within(d).getByRole('button', { name: 'Speichern' })).toBeVisible();
    await userEvent.click(within(d).getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function WithTrigger(args: NoteDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Add note
      </Button>
      {/* Mounted while open, as screens do: each opening starts from the default values. */}
      {isOpen ? (
        <NoteDialog
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
    const trigger = within(canvasElement).getByRole('button', { name: 'Add note' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    // Tab order: note, Cancel, Save. Enter in the note is a new line, not a submit.
    await waitFor(() => expect(note(d)).toHaveFocus());
    await userEvent.keyboard('First line{Enter}second line');
    await expect(note(d)).toHaveValue('First line\nsecond line');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'Save' })).toHaveFocus();
    // Escape closes and focus returns to the button that opened it.
    await escapeCloses(args, trigger);
    // Opened again (empty), Enter on Save sends.
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    await waitFor(() => expect(note(again)).toHaveFocus());
    await expect(note(again)).toHaveValue('');
    await userEvent.keyboard('Met at the fair.');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ content: 'Met at the fair.', type, linkedId }));
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};

export const OutsideClickKeepsIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(note(d), 'Half-typed');
    await userEvent.click(document.body, { skipHover: true });
    await expect(await dialog()).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(note(d)).toHaveValue('Half-typed');
    blur();
  },
};
