import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { clearStaleAnnouncements, escapeCloses } from '../ReasonCommentDialog/reasonCommentStories';
import {
  CANDIDATE_PAGE_SIZE,
  SubmitCandidateDialog,
  type SubmitCandidateDialogProps,
  type SubmitCandidateLoader,
} from './SubmitCandidateDialog';
import { submitCandidateFixtures } from './SubmitCandidateDialog.fixtures';

const { vacancyTitle, candidates, privacyNoticeUrls, termsUrls, filled } = submitCandidateFixtures;
const lena = candidates[0];

/** A fake `POST /candidate/list` (status active): filters by name, answers after `delay` ms. */
function fakeCandidates(delay = 20) {
  const load: SubmitCandidateLoader = ({ search, page, pageSize }) =>
    new Promise((resolve) => {
      const matching = candidates.filter((c) => c.fullName.toLowerCase().includes(search.toLowerCase()));
      setTimeout(() => resolve({ items: matching.slice(page * pageSize, (page + 1) * pageSize), total: matching.length }), delay);
    });
  return fn(load);
}

const meta = {
  title: 'Dialogs/SubmitCandidateDialog',
  component: SubmitCandidateDialog,
  args: {
    vacancyTitle,
    loadCandidates: fakeCandidates(),
    privacyNoticeUrls,
    termsUrls,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Submit candidate (000 §2, §5) on **FormDialog** and `useSchemaForm`: create new, edit existing or create a copy; edit and ' +
          'copy choose one of the user’s own active candidates in the **Autocomplete** (a loader: the app passes `POST /candidate/list` ' +
          'with status active), shown in a **SummaryList**; the privacy notice, the privacy and terms PDFs per language, and a tick ' +
          'box that keeps Continue disabled. Payload: domain `submitCandidateSchema`’s output; a click outside does not close it.',
      },
    },
  },
} satisfies Meta<typeof SubmitCandidateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /Submit candidate|Kandidat\/in vorschlagen/ });
const radio = (d: HTMLElement, name: string) => within(d).getByRole('radio', { name });
const picker = (d: HTMLElement, name: RegExp = /^Candidate/) => within(d).getByRole('combobox', { name });
const tick = (d: HTMLElement, name = 'The candidate has duly signed the Candidate Privacy Notice.') =>
  within(d).getByRole('checkbox', { name });
const button = (d: HTMLElement, name: string | RegExp) => within(d).getByRole('button', { name });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Searches "Vogel" in the picker and chooses Lena Vogel. */
async function chooseLena(d: HTMLElement) {
  await userEvent.type(picker(d), 'Vogel');
  await userEvent.click(await screen.findByRole('option', { name: /Lena Vogel/ }, { timeout: 5000 }));
  await waitFor(() => expect(within(d).getByRole('group', { name: 'Chosen candidate' })).toBeVisible());
}

/** Edit existing, Lena Vogel, ticked, Continue: the Filled payload. */
async function fillAndConfirm() {
  const d = await dialog();
  await userEvent.click(radio(d, 'Edit an existing candidate'));
  await chooseLena(d);
  await userEvent.click(tick(d));
  await userEvent.click(button(d, 'Continue'));
  return d;
}

async function expectKept(d: HTMLElement) {
  await expect(radio(d, 'Edit an existing candidate')).toBeChecked();
  await expect(picker(d)).toHaveValue('Lena Vogel');
  await expect(tick(d)).toBeChecked();
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByText('You submit a candidate to “Head of Regulatory Affairs”.')).toBeVisible();
    await expect(radio(d, 'Create a new candidate')).toBeChecked();
    await waitFor(() => expect(radio(d, 'Create a new candidate')).toHaveFocus());
    // Creating a new candidate needs nobody to be chosen.
    await expect(within(d).queryByRole('combobox')).toBeNull();
    await expect(
      within(d).getByText('Any submissions without Candidate Privacy Notice Document duly signed will be rejected as incomplete.'),
    ).toBeVisible();
    const pdfs = within(d).getByRole('group', { name: 'Documents for the candidate' });
    await expect(
      within(pdfs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([privacyNoticeUrls.en, privacyNoticeUrls.de, termsUrls.en, termsUrls.de]);
    await expect(tick(d)).not.toBeChecked();
    await expect(button(d, 'Continue')).toBeDisabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const d = await fillAndConfirm();
    // The chosen candidate with the facts of 000 §2.
    const details = within(d).getByRole('group', { name: 'Chosen candidate' });
    for (const text of [lena.fullName, lena.address, lena.city, lena.zipCode, lena.country.label, 'Yes', lena.phone]) {
      await expect(within(details).getByText(text)).toBeVisible();
    }
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    // The user's own candidates, 20 a page (the candidate list's page size).
    await expect(args.loadCandidates).toHaveBeenCalledWith(expect.objectContaining({ page: 0, pageSize: CANDIDATE_PAGE_SIZE }));
  },
};

/** Create new: nobody to choose, the tick is enough. */
export const CreateNew: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(tick(d));
    await userEvent.click(button(d, 'Continue'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'create', candidateId: null, consent: true }));
  },
};

/** A copy of Sophie Weber, who has no address, phone or employment on record: each shows as not given. */
export const CopyWithGaps: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(radio(d, 'Create a copy of an existing candidate'));
    await userEvent.type(picker(d), 'Sophie');
    await userEvent.click(await screen.findByRole('option', { name: /Sophie Weber/ }, { timeout: 5000 }));
    const details = await within(d).findByRole('group', { name: 'Chosen candidate' });
    await expect(within(details).getAllByText('Not given')).toHaveLength(2);
    await userEvent.click(tick(d));
    await userEvent.click(button(d, 'Continue'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'copy', candidateId: 13, consent: true }));
  },
};

/** Edit or copy without a candidate: the picker says so and takes the focus; nothing is sent. */
export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(radio(d, 'Edit an existing candidate'));
    await userEvent.click(tick(d));
    await userEvent.click(button(d, 'Continue'));
    await expect(await within(d).findByText('This field is required')).toBeVisible();
    await waitFor(() => expect(picker(d)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

/** Continue stays disabled until the tick (000 §5), and again once it is taken back. */
export const ConsentRequired: Story = {
  args: { defaultValues: { mode: 'edit', candidateId: lena } },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(picker(d)).toHaveValue('Lena Vogel');
    await expect(button(d, 'Continue')).toBeDisabled();
    await userEvent.click(tick(d));
    await expect(button(d, 'Continue')).toBeEnabled();
    await userEvent.click(tick(d));
    await expect(button(d, 'Continue')).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await fillAndConfirm();
    await waitFor(() => expect(button(d, /Continue/)).toHaveAttribute('aria-disabled', 'true'));
    await expect(button(d, 'Cancel')).toBeDisabled();
    await userEvent.click(button(d, /Continue/));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new FormRefusal({ errors: { candidateId: 'This candidate was already submitted to this vacancy.' } })),
    ),
  },
  play: async () => {
    const d = await fillAndConfirm();
    await expect(await within(d).findByText('This candidate was already submitted to this vacancy.')).toBeVisible();
    await expectKept(d);
    await waitFor(() => expect(picker(d)).toHaveFocus());
    blur();
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
    await expect(await within(d).findByRole('alert')).toHaveTextContent('Your input is kept');
    await expectKept(d);
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)',
    defaultValues: { mode: 'copy', candidateId: lena },
  },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Kandidat/in vorschlagen' })).toBeVisible();
    await expect(within(d).getByRole('group', { name: 'Gewählte Kandidatin / gewählter Kandidat' })).toBeVisible();
    await expect(button(d, 'Weiter')).toBeDisabled();
    await expect(button(d, 'Abbrechen')).toBeVisible();
  },
};

export const OutsideClickKeepsIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(radio(d, 'Create a copy of an existing candidate'));
    await userEvent.click(document.body, { skipHover: true });
    await expect(await dialog()).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(radio(d, 'Create a copy of an existing candidate')).toBeChecked();
    blur();
  },
};

function WithTrigger(args: SubmitCandidateDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Submit a candidate
      </Button>
      {isOpen ? (
        <SubmitCandidateDialog
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
    const trigger = within(canvasElement).getByRole('button', { name: 'Submit a candidate' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    // Focus on the chosen action; ArrowDown picks "edit", Tab goes on to the picker.
    await waitFor(() => expect(radio(d, 'Create a new candidate')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio(d, 'Edit an existing candidate')).toBeChecked();
    await userEvent.tab();
    await expect(picker(d)).toHaveFocus();
    await escapeCloses(args, trigger);
    // Opened again: edit, the candidate picked with the arrows, the tick with Space, on to Continue.
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    await waitFor(() => expect(radio(again, 'Create a new candidate')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await userEvent.keyboard('Vogel');
    await screen.findByRole('option', { name: /Lena Vogel/ }, { timeout: 5000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(picker(again)).toHaveValue('Lena Vogel'));
    const box = tick(again);
    for (let step = 0; step < 12 && document.activeElement !== box; step++) await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(button(again, 'Continue')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};
