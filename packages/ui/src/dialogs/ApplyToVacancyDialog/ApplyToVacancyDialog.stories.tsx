import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { clearStaleAnnouncements, escapeCloses } from '../ReasonCommentDialog/reasonCommentStories';
import { ApplyToVacancyDialog, type ApplyToVacancyDialogProps } from './ApplyToVacancyDialog';
import { applyToVacancyFixtures } from './ApplyToVacancyDialog.fixtures';

const { typed, filled } = applyToVacancyFixtures;

const meta = {
  title: 'Dialogs/ApplyToVacancyDialog',
  component: ApplyToVacancyDialog,
  args: {
    vacancyTitle: 'Head of Regulatory Affairs',
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Apply to work on a vacancy (001 §2.5 Apply/Accept) on **FormDialog** and `useSchemaForm`: a required cover letter in the ' +
          'lazily loaded **RichTextEditor**, the three rules, the contact language when set; No/Yes. Validated by domain ' +
          '`applySchema`, the schema `POST /job/{id}/job-recruiter/request` parses; a click outside does not close it.',
      },
    },
  },
} satisfies Meta<typeof ApplyToVacancyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /Apply to work on the vacancy|Mitarbeit an der Stelle anbieten/ });
/** The cover letter's text box, once the editor's chunk has loaded. */
const coverLetter = async (d: HTMLElement, name = /^Cover letter/) => within(d).findByRole('textbox', { name }, { timeout: 15_000 });
const button = (d: HTMLElement, name: string | RegExp) => within(d).getByRole('button', { name });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Types the Filled cover letter. */
async function fill(d: HTMLElement) {
  const box = await coverLetter(d);
  await userEvent.click(box);
  await userEvent.keyboard(typed);
  await waitFor(() => expect(box).toHaveTextContent(typed));
}

async function fillAndConfirm() {
  const d = await dialog();
  await fill(d);
  await userEvent.click(button(d, 'Yes'));
  return d;
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByText(/You apply to work on “Head of Regulatory Affairs”/)).toBeVisible();
    // The editor has the focus, so the keyboard starts where the work is.
    await waitFor(async () => expect(await coverLetter(d)).toHaveFocus());
    await expect(await coverLetter(d)).toHaveTextContent('');
    await expect(within(d).getByText('Your cover letter is sent to the client’s recruiter.')).toBeVisible();
    await expect(within(d).getByText(/do not advertise the position and do not contact candidates/)).toBeVisible();
    await expect(within(d).getByText(/Only submit candidates who have consented in writing/)).toBeVisible();
    // Without a contact language, no line about it.
    await expect(within(d).queryByText(/should be composed in/)).toBeNull();
    await expect(button(d, 'Yes')).toBeEnabled();
    await expect(button(d, 'No')).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    await fillAndConfirm();
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const WithContactLanguage: Story = {
  args: { contactLanguage: 'de' },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByText('All communication from search consultants should be composed in German.')).toBeVisible();
  },
};

export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    const box = await coverLetter(d);
    // A blank paragraph is no cover letter.
    await userEvent.click(box);
    await userEvent.keyboard('   ');
    await userEvent.click(button(d, 'Yes'));
    await expect(await within(d).findByText('This field is required')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    // The focus goes to the text, not to the editor's toolbar.
    await waitFor(() => expect(box).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await fillAndConfirm();
    await waitFor(() => expect(button(d, /Yes/)).toHaveAttribute('aria-disabled', 'true'));
    await expect(button(d, 'No')).toBeDisabled();
    // A second click sends nothing more; Escape waits for the answer.
    await userEvent.click(button(d, /Yes/));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new FormRefusal({ errors: { comment: 'The cover letter may not contain contact details.' } }))),
  },
  play: async ({ args }) => {
    const d = await fillAndConfirm();
    await expect(await within(d).findByText('The cover letter may not contain contact details.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The text is kept; focus on it.
    const box = await coverLetter(d);
    await expect(box).toHaveTextContent(typed);
    await waitFor(() => expect(box).toHaveFocus());
  },
};

export const RefusedMessage: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new FormRefusal({ message: 'This is not possible in the current status: you already applied.' }))),
  },
  play: async () => {
    const d = await fillAndConfirm();
    await expect(await within(d).findByRole('alert')).toHaveTextContent('This is not possible in the current status: you already applied.');
    await expect(await coverLetter(d)).toHaveTextContent(typed);
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
    await expect(await coverLetter(d)).toHaveTextContent(typed);
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)', contactLanguage: 'de' },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Mitarbeit an der Stelle anbieten' })).toBeVisible();
    await expect(within(d).getByText(/sollte auf Deutsch verfasst werden/)).toBeVisible();
    await coverLetter(d, /^Anschreiben/);
    await userEvent.click(button(d, 'Ja'));
    await expect(await within(d).findByText('Dieses Feld ist erforderlich')).toBeVisible();
    await expect(button(d, 'Nein')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

function WithTrigger(args: ApplyToVacancyDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Apply
      </Button>
      {/* Mounted while open, as screens do: each opening starts from the default values. */}
      {isOpen ? (
        <ApplyToVacancyDialog
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
    const trigger = within(canvasElement).getByRole('button', { name: 'Apply' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    // Focus starts in the cover letter; Shift+Tab reaches the editor's toolbar, Tab the buttons: No, Yes.
    const box = await coverLetter(d);
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('Typed, then cancelled.');
    await userEvent.tab({ shift: true });
    await expect(within(d).getByRole('toolbar')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.tab();
    await expect(button(d, 'No')).toHaveFocus();
    await userEvent.tab();
    await expect(button(d, 'Yes')).toHaveFocus();
    // Escape closes (a click outside does not) and focus returns to the button that opened it.
    await escapeCloses(args, trigger);
    // Opened again with the keyboard (empty again), Enter on Yes sends the typed letter.
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    const letter = await coverLetter(again);
    await waitFor(() => expect(letter).toHaveFocus());
    await userEvent.keyboard(typed);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};

export const OutsideClickKeepsIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    const box = await coverLetter(d);
    await userEvent.click(box);
    await userEvent.keyboard('Half-typed');
    // A click on the backdrop (outside the dialog) does not close it (001 §2.5).
    await userEvent.click(document.body, { skipHover: true });
    await expect(await dialog()).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(box).toHaveTextContent('Half-typed');
    blur();
  },
};
