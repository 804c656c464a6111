import { selectSuppliersSchema, type Id, type Locale, type SelectSuppliersPayload } from '@mandate/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormDialogCallbacks } from '../FormDialog/FormDialog';
import {
  clickOutside,
  dialogParameters,
  expectPendingConfirm,
  findDialog,
  pending,
  refusal,
  textbox,
  withTrigger,
} from '../FormDialog/storyHelpers';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { ConsultantStepperDialog, type ConsultantStepperCommonProps, type TemplateLoader } from './ConsultantStepperDialog';
import { consultantStepperFixtures, stepperConsultants } from './ConsultantStepperDialog.fixtures';
import {
  blur,
  button,
  choose,
  chosenGroup,
  consultantRow,
  escapeBackTo,
  fakeConsultantLoader,
  next,
  openWithKeyboard,
  stepHeading,
} from './consultantStepperStories';

type Values = { recruiters: readonly Id[]; subject: string; body: string | null; language: Locale };

interface HostProps extends ConsultantStepperCommonProps, FormDialogCallbacks<SelectSuppliersPayload> {
  /** The dialog's texts as the dialog on the stepper translates them. */
  title: string;
  finishLabel: string;
  /** The texts step (subject from the template, language) before Finish; else the first step only. */
  textsStep?: { title: string; subject: string } | undefined;
  loadTemplate?: TemplateLoader;
  defaultValues?: Partial<Values>;
}

/** A dialog on the stepper, as SelectSuppliersDialog mounts it: its form on the call's schema, its title and steps. */
function StepperHost({ title, finishLabel, textsStep, loadTemplate, defaultValues, onSubmit, ...common }: HostProps) {
  const isAdmin = textsStep !== undefined;
  const schema = useMemo(() => selectSuppliersSchema({ isAdmin }), [isAdmin]);
  const form = useSchemaForm({
    schema,
    defaultValues: { recruiters: [], subject: '', body: '<p>Body</p>', language: 'en', ...defaultValues } as Values,
    toInput: ({ recruiters, subject, body, language }: Values) =>
      isAdmin ? { recruiters, comment: { subject, body }, language } : { recruiters, language },
    paths: { subject: 'comment.subject', body: 'comment.body' },
    onSubmit,
  });
  return (
    <ConsultantStepperDialog
      {...common}
      form={form}
      title={title}
      finishLabel={finishLabel}
      texts={
        textsStep
          ? { title: textsStep.title, fields: [{ name: 'subject', label: textsStep.subject, kind: 'line', template: 'subject' }] }
          : null
      }
      loadTemplate={loadTemplate}
    />
  );
}

const { chosen } = consultantStepperFixtures;

const meta = {
  title: 'Dialogs/Shared/ConsultantStepperDialog',
  component: StepperHost,
  args: {
    title: 'Select suppliers',
    finishLabel: 'Finish',
    loadPage: fakeConsultantLoader(stepperConsultants),
    formatDate: () => '02.03.2026',
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: dialogParameters(
    'The stepper shared by "Invite search consultants" and "Select suppliers" (001 §2.5): choose consultants with the ' +
      'ConsultantPicker (their cards above it), then, where the dialog has one, the texts step prefilled from the ' +
      'language’s template and the preview. Continue checks its step; a refusal takes the user back to the step of the ' +
      'refused field; not closed by a click outside. Shown here on a host form as a dialog mounts it.',
  ),
} satisfies Meta<typeof StepperHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog(/Select suppliers|Anbieter auswählen/);

/** One step: nobody chosen yet, the picker listed; Reset, Cancel and Finish. */
export const Empty: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByText('Step 1 of 1')).toBeVisible();
    await expect(within(d).getByText('No search consultant chosen yet: tick them in the list below.')).toBeVisible();
    await consultantRow(d, chosen);
    for (const name of ['Reset', 'Cancel', 'Finish']) await expect(button(d, name)).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A consultant ticked: their card shows, Finish sends exactly the ids chosen. */
export const Filled: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await choose(d, chosen);
    await userEvent.click(button(d, 'Finish'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(consultantStepperFixtures.filled));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Finish with nobody chosen: the error shows by the cards, nothing is sent. */
export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await consultantRow(d, chosen);
    await userEvent.click(button(d, 'Finish'));
    await expect(await within(d).findByText('Select at least one entry')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the answer is awaited: Finish pending, the other actions disabled, Escape waits. */
export const Submitting: Story = {
  args: { onSubmit: pending() },
  play: async ({ args }) => {
    const d = await dialog();
    await choose(d, chosen);
    await userEvent.click(button(d, 'Finish'));
    // One step: no Back; Reset waits with Cancel.
    await expectPendingConfirm(d, args, { confirm: 'Finish', cancel: 'Cancel' });
    await expect(button(d, 'Reset')).toBeDisabled();
  },
};

/**
 * The server refuses the template's subject after the last step: back to the texts step, its message
 * beside the subject, the choice and the texts kept.
 */
export const RefusedFieldErrors: Story = {
  args: {
    textsStep: { title: 'Notification template', subject: 'Subject' },
    loadTemplate: fn<TemplateLoader>(async () => ({ subject: 'Selected for {{job}}', body: '<p>Dear {{recipient}}</p>' })),
    onSubmit: refusal({ errors: { 'comment.subject': 'The subject may not name a candidate.' } }),
  },
  play: async ({ args }) => {
    const d = await dialog();
    await choose(d, chosen);
    await next(d, 'Continue', 'Notification template');
    await waitFor(() => expect(textbox(d, /^Subject/)).toHaveValue('Selected for {{job}}'));
    await next(d, 'Preview', 'Preview');
    await userEvent.click(button(d, 'Finish'));
    await waitFor(() => expect(stepHeading(d, 'Notification template')).toHaveFocus());
    await expect(await within(d).findByText('The subject may not name a candidate.')).toBeVisible();
    await expect(textbox(d, /^Subject/)).toHaveValue('Selected for {{job}}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    blur();
  },
};

/** The server's message: above the footer; the dialog stays with the choice kept. */
export const RefusedMessage: Story = {
  args: { onSubmit: refusal({ message: 'Élodie Dubois is already a supplier of this vacancy.' }) },
  play: async ({ args }) => {
    const d = await dialog();
    await choose(d, chosen);
    await userEvent.click(button(d, 'Finish'));
    await expect(await within(d).findByRole('alert')).toHaveTextContent('Élodie Dubois is already a supplier of this vacancy.');
    await expect(within(chosenGroup(d)).getByText(chosen)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    blur();
  },
};

/** The template loader of the TemplateFailed story: its first call (of each story run) fails on the network. */
const failingOnce: ReturnType<typeof fn<TemplateLoader>> = fn<TemplateLoader>(async () => {
  if (failingOnce.mock.calls.length === 1) throw new Error('Failed to fetch');
  return { subject: 'Selected for {{job}}', body: '<p>Dear {{recipient}}</p>' };
});

/** The template cannot be loaded: the texts step says so and offers to try again, which loads it. */
export const TemplateFailed: Story = {
  args: {
    textsStep: { title: 'Notification template', subject: 'Subject' },
    loadTemplate: failingOnce,
  },
  play: async ({ args }) => {
    const d = await dialog();
    await choose(d, chosen);
    await next(d, 'Continue', 'Notification template');
    await expect(await within(d).findByText('The template could not be loaded. Write the text yourself, or try again.')).toBeVisible();
    await expect(within(d).queryByText(/Failed to fetch/)).toBeNull();
    await userEvent.click(button(d, 'Try again'));
    await waitFor(() => expect(textbox(d, /^Subject/)).toHaveValue('Selected for {{job}}'));
    await expect(args.loadTemplate).toHaveBeenCalledTimes(2);
    blur();
  },
};

/** German labels, the picker and the error in German; long names wrap in the cards. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { title: 'Anbieter auswählen', finishLabel: 'Fertigstellen' },
  play: async ({ args }) => {
    const d = await dialog();
    await consultantRow(d, chosen);
    await userEvent.click(button(d, 'Fertigstellen'));
    await expect(await within(d).findByText('Wählen Sie mindestens einen Eintrag')).toBeVisible();
    await choose(d, 'Sophie Wagner');
    for (const name of ['Zurücksetzen', 'Abbrechen']) await expect(button(d, name)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

/** Consultants chosen before it opened show as cards; Reset keeps them (the default values), and Finish sends them. */
export const ChosenBefore: Story = {
  args: {
    defaultValues: { recruiters: [...consultantStepperFixtures.chosenBefore.recruiters] },
    knownConsultants: stepperConsultants.filter((c) => consultantStepperFixtures.chosenBefore.recruiters.includes(c.id)),
  },
  play: async ({ args }) => {
    const d = await dialog();
    for (const name of ['Lea Schneider', 'Sophie Wagner']) await expect(within(chosenGroup(d)).getByText(name)).toBeVisible();
    await choose(d, chosen);
    await userEvent.click(button(d, 'Reset'));
    await waitFor(() => expect(within(chosenGroup(d)).queryByText(chosen)).toBeNull());
    await userEvent.click(button(d, 'Finish'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(consultantStepperFixtures.chosenBefore));
    blur();
  },
};

/** A click outside keeps it, and the choice: the user would lose it. */
export const OutsideClickKeepsIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await choose(d, chosen);
    await clickOutside(args, dialog);
    await expect(within(chosenGroup(d)).getByText(chosen)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Mounted while open, as screens do: each opening starts from the default values. */
const WithTrigger = withTrigger(StepperHost, 'Select suppliers');

/** Tab and Enter open it; a consultant ticked, Enter on Continue shows the texts step, its heading focused; Escape closes. */
export const Keyboard: Story = {
  args: {
    textsStep: { title: 'Notification template', subject: 'Subject' },
    loadTemplate: fn<TemplateLoader>(async () => ({ subject: 'Selected for {{job}}', body: '<p>Dear {{recipient}}</p>' })),
  },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const { d, trigger } = await openWithKeyboard(canvasElement, {
      trigger: 'Select suppliers',
      dialog,
      chosen,
      heading: 'Notification template',
    });
    // Heading, language, subject: the keyboard goes on where the work is.
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(textbox(d, /^Subject/)).toHaveValue('Selected for {{job}}'));
    await expect(textbox(d, /^Subject/)).toHaveFocus();
    await escapeBackTo(args, trigger);
  },
};
