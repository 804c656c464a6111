import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const reasons = [
  { id: 'position-filled', label: 'Position filled internally' },
  { id: 'budget', label: 'Budget withdrawn' },
  { id: 'reorganisation', label: 'Reorganisation' },
  { id: 'other', label: 'Other', isDisabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Reason', items: reasons, onSelectionChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 320, minHeight: 260 }}>
      <Select {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'One choice from a short fixed list: reasons, categories, languages. For long or server-loaded lists use the **Autocomplete** widget; for two to four always-visible options use **RadioGroup**.',
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Select…/ })).toBeVisible();
  },
};

export const ChooseWithMouse: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Reason/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Budget withdrawn' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('budget');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Tab with the list open takes the focused option, closes the list and moves on (Shift+Tab moves back). */
export const TabCommitsAndMovesOn: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320, minHeight: 260, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <button type="button">Before</button>
      <Select {...args} />
      <button type="button">After</button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Reason/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Position filled internally' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Budget withdrawn' })).toHaveFocus();
    await userEvent.tab();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('budget');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await expect(trigger).toHaveTextContent('Budget withdrawn');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Reorganisation' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('reorganisation');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('budget');
    await expect(canvas.getByRole('button', { name: /Budget withdrawn/ })).toHaveFocus();
  },
};

export const DisabledOption: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('option', { name: 'Other' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Filled: Story = {
  args: { defaultSelectedKey: 'reorganisation' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Reorganisation/ })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Reason/ })).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Grund für das vorübergehende Pausieren der Stellenausschreibung',
    items: [
      { id: 'a', label: 'Interne Umstrukturierung der Abteilung mit unklarem Zeitplan' },
      { id: 'b', label: 'Budgetfreigabe durch die Geschäftsleitung noch ausstehend' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Auswählen…/ })).toBeVisible();
  },
};

export const NoOptions: Story = {
  args: { items: [], defaultOpen: true },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveTextContent('No options');
    await expect(screen.queryByRole('option', { name: /Budget/ })).not.toBeInTheDocument();
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'Shown to the employer.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(required)')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Reason/ })).toHaveAccessibleDescription(/Shown to the employer/);
  },
};

/**
 * First use by keyboard (decision 0037): the list's code loads when the trigger gets focus; ArrowUp
 * right after opens the list as soon as it is there, on the last option, as before.
 */
export const OpensByKeyboardOnFirstUse: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Reason/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Reorganisation' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** First use by pointer: hover starts loading the list, the press opens it on the chosen option. */
export const OpensByPointerOnFirstUse: Story = {
  args: { defaultSelectedKey: 'budget' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Budget withdrawn/ });
    await userEvent.hover(trigger);
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Budget withdrawn' })).toHaveFocus());
    await expect(within(listbox).getByRole('option', { name: 'Budget withdrawn' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Position filled internally' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('position-filled');
    await expect(trigger).toHaveTextContent('Position filled internally');
  },
};

/** Typing on the closed trigger chooses the matching option without opening the list (RAC's typeahead). */
export const TypeaheadWhileClosed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /Reason/ });
    trigger.focus();
    await userEvent.keyboard('r');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('reorganisation');
    await expect(trigger).toHaveTextContent('Reorganisation');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The hidden native select carries the value for forms and autofill.
    await expect(canvasElement.querySelector('select')).toHaveValue('reorganisation');
  },
};

/**
 * ArrowRight / ArrowLeft on the closed trigger choose the next / previous option without opening
 * the list (as RAC's `useSelect`; the same in right-to-left), skipping disabled options; the first
 * option when nothing is chosen.
 */
export const ArrowsWhileClosed: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Reason/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('position-filled');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('reorganisation');
    // "Other" is disabled: the end of the list.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(3);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('budget');
    await expect(trigger).toHaveTextContent('Budget withdrawn');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/**
 * Typeahead on the closed trigger: typed characters add up for a second (a space inside a search
 * is part of it and does not open the list); a character that matches nothing starts over; disabled
 * options are never chosen.
 */
export const TypeaheadSearchWhileClosed: Story = {
  args: {
    items: [
      { id: 'de', label: 'Deutsch' },
      { id: 'dk', label: 'Dänisch' },
      { id: 'en-gb', label: 'English (UK)' },
      { id: 'en-us', label: 'English (US)', isDisabled: true },
      { id: 'es', label: 'Español' },
    ],
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Reason/ });
    trigger.focus();
    // The collator ignores accents: "da" finds "Dänisch".
    await userEvent.keyboard('da');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('dk');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard('English{ }(');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('en-gb');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // "English (US)" is disabled: "English (U" matches nothing and the search starts over.
    await userEvent.keyboard('English (U');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('en-gb');
    await expect(trigger).toHaveTextContent('English (UK)');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/**
 * In a form, the hidden native select carries the chosen key under the select's `name`; a form
 * reset goes back to the first value; required and empty, the form does not submit and the
 * trigger gets focus and the error.
 */
export const FormValue: Story = {
  args: { name: 'reason', isRequired: true, defaultSelectedKey: 'budget' },
  render: (args) => (
    <form
      style={{ maxWidth: 320, minHeight: 260, display: 'flex', flexDirection: 'column', gap: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        event.currentTarget.dataset.submitted = String(data.get('reason'));
      }}
    >
      <Select {...args} />
      <button type="submit">Save</button>
      <button type="reset">Reset</button>
    </form>
  ),
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    const select = canvasElement.querySelector('select')!;
    await expect(select).toHaveAttribute('name', 'reason');
    await expect(select).toHaveAttribute('tabindex', '-1');
    await expect(select).toBeRequired();
    await expect(select).toHaveValue('budget');
    const trigger = canvas.getByRole('button', { name: /Reason/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(select).toHaveValue('reorganisation');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.dataset.submitted).toBe('reorganisation'));
    // Reset: back to the first value.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(trigger).toHaveTextContent('Budget withdrawn'));
    await expect(select).toHaveValue('budget');
    // Autofill sets the native select: the trigger follows.
    select.value = 'position-filled';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(trigger).toHaveTextContent('Position filled internally'));
  },
};

/** Required and empty: submitting blocks the form, shows the error and focuses the trigger. */
export const FormRequiredEmpty: Story = {
  args: { name: 'reason', isRequired: true },
  render: FormValue.render,
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const trigger = canvas.getByRole('button', { name: /Reason/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(form.dataset.submitted).toBeUndefined();
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
    await userEvent.keyboard('r');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.dataset.submitted).toBe('reorganisation'));
  },
};
