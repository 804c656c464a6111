import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from '../../primitives/Checkbox';
import { TextArea } from '../../primitives/TextArea';
import { Stepper, type StepperProps } from './Stepper';

interface Texts {
  select: string;
  consultants: string;
  text: string;
  textLabel: string;
  preview: string;
  finish: string;
}

const en: Texts = {
  select: 'Select search consultants',
  consultants: 'Search consultants',
  text: 'Notification text',
  textLabel: 'Invitation text',
  preview: 'Preview',
  finish: 'Send invitation',
};

/** The invite flow of 001 §2.5, with state, as a screen would hold it. */
function InviteFlow({ texts = en, isAdmin = true, ...props }: Partial<StepperProps> & { texts?: Texts; isAdmin?: boolean }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [text, setText] = useState('');
  return (
    <div style={{ maxWidth: 640 }}>
      <Stepper
        onFinish={props.onFinish ?? (() => undefined)}
        onCancel={props.onCancel ?? (() => undefined)}
        onReset={() => {
          setSelected([]);
          setText('');
          props.onReset?.();
        }}
        finishLabel={texts.finish}
        steps={[
          {
            id: 'select',
            title: texts.select,
            isValid: selected.length > 0,
            content: (
              <CheckboxGroup label={texts.consultants} value={selected} onChange={setSelected}>
                <Checkbox value="12">Lea Schneider, Alpine Search AG</Checkbox>
                <Checkbox value="13">Jürg Baumann, Alpine Search AG</Checkbox>
              </CheckboxGroup>
            ),
          },
          {
            id: 'text',
            title: texts.text,
            isHidden: !isAdmin,
            isValid: text.trim() !== '',
            content: <TextArea label={texts.textLabel} isRequired value={text} onChange={setText} />,
          },
          { id: 'preview', title: texts.preview, isHidden: !isAdmin, isPreview: true, content: <p>{text}</p> },
        ]}
      />
    </div>
  );
}

/** What a screen reader reads of an element: its text without the parts hidden from assistive technology. */
function spokenText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') node.childNodes.forEach(walk);
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const meta = {
  title: 'Widgets/Stepper',
  component: Stepper,
  args: { steps: [], onFinish: fn(), onCancel: fn(), onReset: fn() },
  render: (args) => <InviteFlow onFinish={args.onFinish} onCancel={args.onCancel} onReset={args.onReset} />,
  parameters: {
    docs: {
      description: {
        component:
          'A task in linear steps — inviting search consultants, selecting suppliers. Continue stays disabled until the step is valid; the button before a preview step reads "Preview"; the last one carries the task’s name ("Send invitation"). Focus moves to each new step’s heading. Steps can be hidden by a flag (the admin-only template steps of "Select suppliers"). For parallel views use **Tabs**.',
      },
    },
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStepInvalid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Select search consultants' })).toBeVisible();
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  },
};

export const ThroughAllSteps: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Lea Schneider, Alpine Search AG'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const heading = canvas.getByRole('heading', { name: 'Notification text' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Invitation text/ }), 'Dear consultant, please have a look.');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.getByText('Dear consultant, please have a look.')).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Preview');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
  },
};

/** Each step says its state to assistive technology: completed, current or not started (not yet reachable). */
export const StepStates: Story = {
  play: async ({ canvas }) => {
    const steps = () => within(canvas.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    await expect(steps().map(spokenText)).toEqual([
      'Select search consultants (current step)',
      'Notification text (not started)',
      'Preview (not started)',
    ]);
    await expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps()[0]).not.toHaveAttribute('aria-disabled');
    await expect(steps()[1]).toHaveAttribute('aria-disabled', 'true');
    await expect(steps()[2]).toHaveAttribute('aria-disabled', 'true');

    await userEvent.tab();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Notification text' })).toHaveFocus());
    await expect(steps().map(spokenText)).toEqual([
      'Select search consultants (completed)',
      'Notification text (current step)',
      'Preview (not started)',
    ]);
    await expect(steps()[0]).not.toHaveAttribute('aria-current');
    await expect(steps()[0]).not.toHaveAttribute('aria-disabled');
    await expect(steps()[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps()[1]).not.toHaveAttribute('aria-disabled');
    await expect(steps()[2]).toHaveAttribute('aria-disabled', 'true');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: /Lea Schneider/ })).toBeChecked();
    const next = canvas.getByRole('button', { name: 'Continue' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Notification text' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('Hello');
    canvas.getByRole('button', { name: 'Back' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Select search consultants' })).toHaveFocus());
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};

export const ResetAndCancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Jürg Baumann, Alpine Search AG'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'Select search consultants' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Jürg Baumann/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const SelectSuppliersNonAdmin: Story = {
  render: (args) => <InviteFlow isAdmin={false} onFinish={args.onFinish} texts={{ ...en, finish: 'Finish' }} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Step 1 of 1')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(canvas.getByText('Lea Schneider, Alpine Search AG'));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(args.onFinish).toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  render: () => (
    <InviteFlow
      texts={{
        select: 'Personalberaterinnen und Personalberater auswählen',
        consultants: 'Personalberater',
        text: 'Text der Benachrichtigung an die ausgewählten Personalberater',
        textLabel: 'Einladungstext',
        preview: 'Vorschau',
        finish: 'Einladung senden',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Schritt 1 von 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Zurücksetzen' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Fortschritt' }))
        .getAllByRole('listitem')
        .map(spokenText),
    ).toEqual([
      'Personalberaterinnen und Personalberater auswählen (aktueller Schritt)',
      'Text der Benachrichtigung an die ausgewählten Personalberater (noch nicht begonnen)',
      'Vorschau (noch nicht begonnen)',
    ]);
  },
};

/** Continue stays enabled and asks the step (`validate`); a `message` shows above the footer. */
function ValidatingFlow({ onFinish }: Pick<StepperProps, 'onFinish'>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <div style={{ maxWidth: 640 }}>
      <Stepper
        onFinish={onFinish}
        onCancel={() => undefined}
        message={error ? <p role="alert">{error}</p> : null}
        steps={[
          {
            id: 'text',
            title: en.text,
            validate: () => {
              setError(text.trim() === '' ? 'Write the invitation text first.' : undefined);
              return text.trim() !== '';
            },
            content: <TextArea label={en.textLabel} isRequired value={text} onChange={setText} />,
          },
          { id: 'preview', title: en.preview, isPreview: true, content: <p>{text}</p> },
        ]}
      />
    </div>
  );
}

export const ContinueValidates: Story = {
  render: (args) => <ValidatingFlow onFinish={args.onFinish} />,
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('button', { name: 'Preview' });
    await expect(preview).toBeEnabled();
    await userEvent.click(preview);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Write the invitation text first.');
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Invitation text/ }), 'Hello');
    await userEvent.click(preview);
    await expect(canvas.getByText('Step 2 of 2')).toBeVisible();
  },
};
