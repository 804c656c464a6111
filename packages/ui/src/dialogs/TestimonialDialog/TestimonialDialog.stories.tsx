import { TEXT_LIMITS } from '@mandate/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { button, dialogParameters, tabOrder } from '../FormDialog/storyHelpers';
import { TestimonialDialog } from './TestimonialDialog';

const text = 'Lukas understood our market at once and presented three strong candidates within two weeks.';

const meta = {
  title: 'Dialogs/TestimonialDialog',
  component: TestimonialDialog,
  args: { consultantName: 'Lukas Brunner', vacancyTitle: 'Head of Regulatory Affairs', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Testimonial (001 §4.2, §7.8) on **FormDialog** and `useSchemaForm`, validated by domain `testimonialEditSchema`: the employer writes ' +
      '(`POST /user/{id}/testimonial/create`, the screen adds `jobId`) or edits (`PUT /testimonial/{id}/edit`) a testimonial for a search ' +
      'consultant; the text is required. The consultant then accepts or rejects it on their profile.',
  ),
} satisfies Meta<typeof TestimonialDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (d: HTMLElement, label = 'Testimonial') => within(d).getByRole('textbox', { name: new RegExp(`^${label}`) });

const { stories, steps } = formDialogStories({
  Dialog: TestimonialDialog,
  name: /Write a testimonial|Referenz schreiben/,
  confirm: 'Send',
  cancel: 'Cancel',
  first: field,
  empty: async (d) => {
    await expect(field(d)).toHaveValue('');
    await expect(field(d)).toBeRequired();
    await expect(within(d).getByText(/For Lukas Brunner, on the vacancy “Head of Regulatory Affairs”/)).toBeVisible();
  },
  fill: (d) => userEvent.type(field(d), text),
  kept: (d) => expect(field(d)).toHaveValue(text),
  invalid: { message: 'This field is required', blur: true },
  refusedFieldErrors: {
    errors: { content: 'The text contains characters that cannot be saved.' },
    shown: 'The text contains characters that cannot be saved.',
    field,
  },
  refusedMessage: 'You have written a testimonial for this consultant on this vacancy already.',
  german: {
    args: {
      consultantName: 'Maximiliane Müller-Lüdenscheidt',
      vacancyTitle: 'Leiterin Qualitätssicherung und Arzneimittelzulassung (m/w/d)',
    },
    title: 'Referenz schreiben',
    confirm: 'Senden',
    cancel: 'Abbrechen',
    message: 'Dieses Feld ist erforderlich',
  },
  keyboard: {
    trigger: 'Write a testimonial',
    walk: async (d, args) => {
      // Enter in the text is a new line, not a submit.
      await userEvent.keyboard('Fast.{Enter}Reliable.');
      await expect(field(d)).toHaveValue('Fast.\nReliable.');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await tabOrder(button(d, 'Cancel'), button(d, 'Send'));
    },
    enter: async (d) => {
      await expect(field(d)).toHaveValue('');
      await userEvent.keyboard('Excellent search.');
      await tabOrder(button(d, 'Cancel'), button(d, 'Send'));
    },
    payload: { content: 'Excellent search.' },
  },
  outsideClick: { field },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = { ...stories.Filled, play: async (context) => steps.Filled(context, { content: text }) };

export const EditExisting: Story = {
  args: { defaultContent: 'Three candidates in two weeks.' },
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: 'Edit testimonial' });
    await expect(within(d).getByRole('heading', { name: 'Edit testimonial' })).toBeVisible();
    await expect(field(d)).toHaveValue('Three candidates in two weeks.');
    await userEvent.type(field(d), ' We hired the first.');
    await userEvent.click(button(d, 'Save'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ content: 'Three candidates in two weeks. We hired the first.' }));
  },
};

export const TooLong: Story = {
  args: { defaultContent: `${'Very good. '.repeat(TEXT_LIMITS.long / 11)}!!!!!!!!!!!!` },
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: 'Edit testimonial' });
    await userEvent.click(button(d, 'Save'));
    await expect(await within(d).findByText('The text is too long', { exact: false })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
