import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsultantRatings, type ConsultantRatingsProps, type ConsultantRatingValue } from './ConsultantRatings';
import { consultantRatingsFixtures } from './ConsultantRatings.fixtures';

const { consultants } = consultantRatingsFixtures;
const [lea, tobias] = consultants;

/** The ratings as a dialog's form holds them: each change comes back as the value. */
function Bound(args: ConsultantRatingsProps) {
  const [value, setValue] = useState<readonly ConsultantRatingValue[]>(args.value);
  return (
    <div style={{ padding: 16 }}>
      <ConsultantRatings
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Dialogs/Shared/ConsultantRatings',
  component: ConsultantRatings,
  args: { label: 'Rate the search consultants who supplied candidates', consultants, value: [], onChange: fn() },
  render: (args) => <Bound {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A half-step star rating per search consultant who supplied candidates (001 §2.5), shared by the cancel and hire ' +
          'dialogs and bound to their payload’s `ratings` (`[{ user, rating }]`): a consultant not rated yet is left out.',
      },
    },
  },
} satisfies Meta<typeof ConsultantRatings>;
export default meta;
type Story = StoryObj<typeof meta>;

const slider = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('slider', { name: new RegExp(name) });

/** Nobody rated yet: each consultant reads "Not rated yet", and the group is named by its label. */
export const NotRatedYet: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Rate the search consultants who supplied candidates' });
    await expect(within(group).getAllByRole('slider')).toHaveLength(2);
    await expect(slider(canvasElement, 'Lea Schneider')).toHaveAttribute('aria-valuetext', 'Not rated yet');
    await expect(slider(canvasElement, 'Tobias Keller')).toHaveAttribute('aria-valuetext', 'Not rated yet');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Nobody supplied candidates: there is nobody to rate, and nothing shows. */
export const NobodyToRate: Story = {
  args: { consultants: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
    await expect(within(canvasElement).queryByRole('slider')).toBeNull();
  },
};

/** A click on the right half of the fourth star gives 4: only the rated consultant is in the value. */
export const RatedWithThePointer: Story = {
  play: async ({ canvasElement, args }) => {
    const fourth = slider(canvasElement, 'Tobias Keller').querySelectorAll('svg')[3]!;
    const rect = fourth.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: fourth,
      coords: { clientX: rect.right - 2, clientY: rect.top + rect.height / 2 },
    });
    await expect(args.onChange).toHaveBeenLastCalledWith(consultantRatingsFixtures.ratedWithThePointer);
    await expect(slider(canvasElement, 'Tobias Keller')).toHaveAttribute('aria-valuetext', '4 of 5 stars');
    await expect(slider(canvasElement, 'Lea Schneider')).toHaveAttribute('aria-valuetext', 'Not rated yet');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The keyboard rates each in turn (arrows in half stars, End for five): the value keeps the consultants' order. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(slider(canvasElement, 'Lea Schneider')).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    await userEvent.tab();
    await expect(slider(canvasElement, 'Tobias Keller')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(consultantRatingsFixtures.filled);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The ratings given so far show; the server's error on `ratings` shows below the group and describes it. */
export const RefusedWithError: Story = {
  args: {
    value: consultantRatingsFixtures.refused,
    errorMessage: 'Only search consultants accepted on this vacancy can be rated.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Rate the search consultants/ });
    await expect(group).toHaveAccessibleDescription('Only search consultants accepted on this vacancy can be rated.');
    await expect(slider(canvasElement, 'Lea Schneider')).toHaveAttribute('aria-valuetext', '3.5 of 5 stars');
  },
};

/** German labels and long names wrap; the "not rated yet" reading is translated. */
export const German: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Bewerten Sie die Personalberaterinnen und Personalberater, die Kandidatinnen und Kandidaten vorgeschlagen haben',
    consultants: [
      { id: 4, fullName: 'Dr. Maximiliane Müller-Lüdenscheidt-Oberhausen' },
      { id: 7, fullName: 'Tobias Keller' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: /Bewerten Sie die Personalberaterinnen/ })).toBeVisible();
    await expect(slider(canvasElement, 'Müller-Lüdenscheidt')).toHaveAttribute('aria-valuetext', 'Noch nicht bewertet');
  },
};

/** While the dialog cannot take changes: the ratings show but are out of the tab order, and neither a click nor a key changes them. */
export const Disabled: Story = {
  args: { value: [{ user: lea, rating: 3 }], isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const leaSlider = slider(canvasElement, 'Lea Schneider');
    await expect(leaSlider).toHaveAttribute('aria-disabled', 'true');
    await expect(slider(canvasElement, 'Tobias Keller')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(leaSlider).not.toHaveFocus();
    await userEvent.click(slider(canvasElement, 'Tobias Keller').querySelectorAll('svg')[4]!);
    leaSlider.focus();
    await userEvent.keyboard('{End}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(leaSlider).toHaveAttribute('aria-valuetext', '3 of 5 stars');
    await expect(slider(canvasElement, 'Tobias Keller')).toHaveAttribute('aria-valuetext', 'Not rated yet');
    leaSlider.blur();
  },
};

/** Keyboard only, on ratings already given: PageDown and PageUp move a whole star, Home takes it back to 0. */
export const KeyboardChangesGivenRatings: Story = {
  args: {
    value: [
      { user: lea, rating: 3.5 },
      { user: tobias, rating: 2 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(slider(canvasElement, 'Lea Schneider')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(slider(canvasElement, 'Lea Schneider')).toHaveAttribute('aria-valuetext', '2.5 of 5 stars');
    await userEvent.keyboard('{Home}');
    await expect(slider(canvasElement, 'Lea Schneider')).toHaveAttribute('aria-valuetext', '0 of 5 stars');
    await userEvent.tab();
    await expect(slider(canvasElement, 'Tobias Keller')).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { user: lea, rating: 0 },
      { user: tobias, rating: 3 },
    ]);
    await expect(slider(canvasElement, 'Tobias Keller')).toHaveAttribute('aria-valuetext', '3 of 5 stars');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** German in a narrow column (a phone's dialog): the long label, names and the server's German error wrap inside it. */
export const GermanNarrowWithError: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Bewerten Sie die Personalberaterinnen und Personalberater, die Kandidatinnen und Kandidaten vorgeschlagen haben',
    consultants: [
      { id: 4, fullName: 'Dr. Maximiliane Müller-Lüdenscheidt-Oberhausen' },
      { id: 7, fullName: 'Prof. Dr. Friedrich-Wilhelm von Hohenzollern-Sigmaringen' },
    ],
    value: [{ user: { id: 4, fullName: 'Dr. Maximiliane Müller-Lüdenscheidt-Oberhausen' }, rating: 3.5 }],
    errorMessage: 'Nur Personalberater/innen, die für diese Stelle angenommen wurden, können bewertet werden.',
  },
  decorators: [
    (Story) => (
      <div data-testid="column" style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Bewerten Sie die Personalberaterinnen/ });
    await expect(group).toHaveAccessibleDescription(
      'Nur Personalberater/innen, die für diese Stelle angenommen wurden, können bewertet werden.',
    );
    // German is formatted as in Switzerland (de-CH): a point before the half star.
    await expect(slider(canvasElement, 'Müller-Lüdenscheidt')).toHaveAttribute('aria-valuetext', '3.5 von 5 Sternen');
    await expect(slider(canvasElement, 'Hohenzollern')).toHaveAttribute('aria-valuetext', 'Noch nicht bewertet');
    // Nothing sticks out of the column: the texts wrap.
    const column = within(canvasElement).getByTestId('column').getBoundingClientRect();
    for (const element of [group, ...within(group).getAllByRole('slider')]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(column.right + 0.5);
    }
  },
};
