import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormRefusal } from '../../dialogs/FormDialog/FormRefusal';
import { VacancyForm } from './VacancyForm';
import { vacancyFormFixtures } from './VacancyForm.fixtures';

const { lists, listsDe, filledValues, filled, typedTitle, typedPercentage, typedFixedFee, germanValues } = vacancyFormFixtures;

const meta = {
  title: 'Widgets/VacancyForm',
  component: VacancyForm,
  args: {
    lists,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
    onDirtyChange: fn(),
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The vacancy create and edit form (issue 15 §3) on `useSchemaForm`, as the dialogs: every field of `POST /job/create` / ' +
          '`PUT /job/{id}/edit` in five sections, validated with the domain `vacancyCreateSchema` / `vacancyEditSchema` the server ' +
          'parses; description and requirements in the lazily loaded **RichTextEditor**; the success fee as a percentage or a fixed ' +
          'amount in the salary’s currency. The screen loads the lists and the vacancy and passes `onSubmit(payload, intent)`; use ' +
          '**FormDialog** for short forms in a dialog instead.',
      },
    },
  },
} satisfies Meta<typeof VacancyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement, name: RegExp = /^Vacancy$/) => within(canvasElement).getByRole('form', { name });
const button = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).getByRole('button', { name });
const textbox = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).getByRole('textbox', { name });
/** The rich-text description, once the editor's chunk has loaded. */
const descriptionBox = (canvasElement: HTMLElement, name = /^Description/) =>
  within(canvasElement).findByRole('textbox', { name }, { timeout: 15_000 });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** From the Filled values: types the title and the 20 % fee, as a user does, and saves. */
async function fillAndSave(canvasElement: HTMLElement, save: string | RegExp = 'Save draft') {
  await descriptionBox(canvasElement);
  await userEvent.type(textbox(canvasElement, /^Job title/), typedTitle);
  await userEvent.type(textbox(canvasElement, /^Success fee in %/), typedPercentage);
  await userEvent.click(button(canvasElement, save));
}

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    // The five sections, each a titled card.
    for (const name of ['The position', 'Place of work', 'Profile', 'Salary and success fee', 'Search consultants and publication']) {
      await expect(within(f).getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(textbox(canvasElement, /^Job title/)).toHaveFocus();
    await expect(textbox(canvasElement, /^Job title/)).toHaveValue('');
    await expect(await descriptionBox(canvasElement)).toHaveTextContent('');
    // A new vacancy: one position, a percentage fee, public, accepting candidates and consultants.
    await expect(within(f).getByRole('textbox', { name: /^Positions/ })).toHaveValue('1');
    await expect(within(f).getByRole('radio', { name: 'Percentage of the yearly package' })).toBeChecked();
    await expect(within(f).getByRole('checkbox', { name: 'Show in the public vacancy list' })).toBeChecked();
    await expect(within(f).getByRole('switch', { name: 'Accepting candidates' })).toBeChecked();
    await expect(within(f).getByRole('checkbox', { name: 'Exclusive for headhunters' })).not.toBeChecked();
    // Without canPublish only "Save draft".
    await expect(within(f).queryByRole('button', { name: /publish/ })).toBeNull();
    await expect(args.onDirtyChange).not.toHaveBeenCalledWith(true);
    blur();
  },
};

export const Filled: Story = {
  args: { defaultValues: filledValues },
  play: async ({ canvasElement, args }) => {
    await fillAndSave(canvasElement);
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled, 'save');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    blur();
  },
};

export const PublishIntent: Story = {
  args: { defaultValues: filledValues, canPublish: true },
  play: async ({ canvasElement, args }) => {
    // For a new vacancy or a draft: "Save and publish…" is the primary action, "Save draft" the secondary.
    await fillAndSave(canvasElement, 'Save and publish…');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled, 'publish');
    // The next plain save is a save again.
    await userEvent.click(button(canvasElement, 'Save draft'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(filled, 'save');
    blur();
  },
};

export const FixedFee: Story = {
  args: { defaultValues: { ...filledValues, title: typedTitle } },
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await descriptionBox(canvasElement);
    await userEvent.click(within(f).getByRole('radio', { name: 'Fixed amount' }));
    // The amount field takes the percentage's place, in the salary's currency.
    await expect(within(f).queryByRole('textbox', { name: /^Success fee in %/ })).toBeNull();
    const amount = textbox(canvasElement, /^Success fee amount/);
    await userEvent.type(amount, typedFixedFee);
    await expect(within(f).getByText(/Amount: CHF\s45,000/)).toBeVisible();
    await userEvent.click(button(canvasElement, 'Save draft'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, successFeePercentage: null, successFeeFixedAmount: 45000 }, 'save');
    blur();
  },
};

export const InvalidSubmit: Story = {
  args: { defaultValues: { salaryCurrency: 'chf', salaryMin: 250000, salaryMax: 200000 } },
  play: async ({ canvasElement, args }) => {
    await descriptionBox(canvasElement);
    const positions = within(canvasElement).getByRole('textbox', { name: /^Positions/ });
    await userEvent.clear(positions);
    await userEvent.click(button(canvasElement, 'Save draft'));
    // Every error is shown; the focus goes to the first invalid field; nothing is sent.
    const title = textbox(canvasElement, /^Job title/);
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getAllByText('This field is required').length).toBeGreaterThanOrEqual(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

export const Submitting: Story = {
  args: { defaultValues: filledValues, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    await fillAndSave(canvasElement);
    await waitFor(() => expect(button(canvasElement, /Save draft/)).toHaveAttribute('aria-disabled', 'true'));
    await expect(button(canvasElement, 'Cancel')).toBeDisabled();
    // A second click sends nothing more.
    await userEvent.click(button(canvasElement, /Save draft/));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    defaultValues: { ...filledValues, title: typedTitle },
    onSubmit: fn(() =>
      Promise.reject(
        new FormRefusal({
          errors: {
            title: 'A vacancy with this title is already open.',
            salaryMax: 'The salary range is upside down.',
            jobId: 'Unknown vacancy.',
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await descriptionBox(canvasElement);
    await userEvent.type(textbox(canvasElement, /^Success fee in %/), typedPercentage);
    await userEvent.click(button(canvasElement, 'Save draft'));
    // The server's field errors beside their fields; one the form does not show above the buttons.
    const title = textbox(canvasElement, /^Job title/);
    await waitFor(() => expect(title).toHaveAccessibleDescription(/A vacancy with this title is already open\./));
    await expect(textbox(canvasElement, /^Salary up to/)).toHaveAccessibleDescription(/The salary range is upside down\./);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unknown vacancy.');
    // The refused fields' messages stand beside their fields only, not again in the alert.
    await expect(within(canvasElement).getAllByText('A vacancy with this title is already open.')).toHaveLength(1);
    await expect(within(canvasElement).getByRole('alert')).not.toHaveTextContent('The salary range is upside down.');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Nothing typed is lost; the focus is on the first field the server refused.
    await expect(title).toHaveValue(typedTitle);
    await waitFor(() => expect(title).toHaveFocus());
    await expect(textbox(canvasElement, /^Success fee in %/)).toHaveValue(typedPercentage);
    await expect(await descriptionBox(canvasElement)).toHaveTextContent('Lead the regulatory affairs team of our Basel site.');
    // Changing the field clears the server's verdict on it.
    await userEvent.type(title, ' (m/f/d)');
    await expect(title).not.toHaveAccessibleDescription(/already open/);
    blur();
  },
};

export const RefusedMessage: Story = {
  args: {
    mode: 'edit',
    defaultValues: { ...filledValues, title: typedTitle },
    onSubmit: fn(() => Promise.reject(new FormRefusal({ message: 'This is not possible in the current status: the vacancy is closed.' }))),
  },
  play: async ({ canvasElement }) => {
    await descriptionBox(canvasElement);
    await userEvent.clear(textbox(canvasElement, /^City/));
    await userEvent.type(textbox(canvasElement, /^City/), 'Zürich');
    await userEvent.click(button(canvasElement, 'Save changes'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This is not possible in the current status: the vacancy is closed.',
    );
    await expect(textbox(canvasElement, /^City/)).toHaveValue('Zürich');
    blur();
  },
};

export const LoadingLists: Story = {
  args: { isLoadingLists: true, lists: { ...lists, countries: [], departments: [], sectors: [], experienceLevels: [], currencies: [] } },
  play: async ({ canvasElement }) => {
    await descriptionBox(canvasElement);
    await expect(button(canvasElement, /Currency/)).toBeDisabled();
    await expect(within(canvasElement).getAllByText('Loading choices…').length).toBeGreaterThan(0);
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { lists: listsDe, defaultValues: germanValues, canPublish: true },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement, /^Stelle$/);
    await descriptionBox(canvasElement, /^Beschreibung/);
    await expect(within(f).getByRole('heading', { level: 2, name: 'Suchberater und Veröffentlichung' })).toBeVisible();
    await expect(textbox(canvasElement, /^Stellentitel/)).toHaveValue(germanValues.title);
    await expect(within(f).getByRole('radio', { name: 'Fester Betrag' })).toBeChecked();
    await expect(textbox(canvasElement, /^Betrag des Erfolgshonorars/)).toHaveValue('42000');
    await expect(button(canvasElement, 'Speichern und veröffentlichen…')).toBeVisible();
    await expect(button(canvasElement, 'Entwurf speichern')).toBeVisible();
    await expect(screen.queryByText('This field is required')).toBeNull();
    blur();
  },
};
