import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusHistory } from '../StatusHistory';
import { ApplicationCard, ApplicationList, type ApplicationCardProps } from './ApplicationCard';

const inLineReview: ApplicationCardProps = {
  candidateName: 'Jonas Roth',
  consultantName: 'Tobias Keller',
  agencyName: 'Nordlicht Executive Partners',
  status: 'line-manager-review',
  since: '2026-03-12T12:00:00.000Z',
  submitted: '2026-03-02T12:00:00.000Z',
  interviews: 1,
  actions: [
    { id: 'review', label: 'Forward to HR review' },
    { id: 'offer', label: 'Make offer' },
    { id: 'hire', label: 'Hire', tone: 'primary' },
    { id: 'reject', label: 'Reject', tone: 'critical' },
  ],
};

/** The card with its own open/closed state, as a page keeps it. */
function Stateful({ isExpanded: initial = false, onExpandedChange, ...props }: ApplicationCardProps) {
  const [isExpanded, setExpanded] = useState(initial);
  return (
    <ApplicationList aria-label="Line review">
      <ApplicationCard
        {...props}
        isExpanded={isExpanded}
        onExpandedChange={(next) => {
          setExpanded(next);
          onExpandedChange?.(next);
        }}
      />
    </ApplicationList>
  );
}

const meta = {
  title: 'Widgets/ApplicationCard',
  component: ApplicationCard,
  args: { ...inLineReview, onAction: fn(), onExpandedChange: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'An application on a vacancy in an `ApplicationList` (the vacancy page’s pipeline): the candidate, who submitted them, the status with its ' +
          'label and progress (001 §4.3) and since when, the day submitted and the interviews. **Details** opens the actions the viewer may take now ' +
          'and what the page puts below them (placement, log). The card shows the actions it is given — pass the server’s answer, never a list ' +
          'computed in the page.',
      },
    },
  },
} satisfies Meta<typeof ApplicationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('listitem', { name: 'Jonas Roth' });
    await expect(within(card).getByText('Submitted by Tobias Keller · Nordlicht Executive Partners')).toBeVisible();
    await expect(within(card).getByText('Line review')).toBeVisible();
    await expect(within(card).getByRole('meter', { name: 'Line review' })).toHaveAttribute('aria-valuenow', '3');
    await expect(within(card).getByText('since 12 Mar 2026')).toBeVisible();
    await expect(within(card).getByText('submitted 2 Mar 2026')).toBeVisible();
    await expect(within(card).getByText('1 interview')).toBeVisible();
    // Closed: no actions yet.
    const details = within(card).getByRole('button', { name: 'Details: Jonas Roth' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(within(card).queryByRole('group')).toBeNull();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Expanded: Story = {
  args: { isExpanded: true },
  render: (args) => (
    <Stateful {...args}>
      <StatusHistory
        aria-label="Log"
        entries={[
          { id: 2, at: '2026-03-12T12:00:00.000Z', title: 'Forward to line manager', actor: 'Anna Keller' },
          { id: 1, at: '2026-03-02T12:00:00.000Z', title: 'Submitted', actor: 'Tobias Keller', comment: 'A strong platform lead.' },
        ]}
      />
    </Stateful>
  ),
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('listitem', { name: 'Jonas Roth' });
    const region = within(card).getByRole('region', { name: 'Application of Jonas Roth' });
    await expect(within(card).getByRole('button', { name: 'Details: Jonas Roth' })).toHaveAttribute('aria-controls', region.id);
    const group = within(region).getByRole('group', { name: 'Actions for Jonas Roth' });
    await expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Forward to HR review', 'Make offer', 'Hire', 'Reject']);
    await userEvent.click(within(group).getByRole('button', { name: 'Hire' }));
    await expect(args.onAction).toHaveBeenCalledWith('hire');
    // What the page puts below the actions: here, the log.
    await expect(within(region).getByRole('list', { name: 'Log' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const details = canvas.getByRole('button', { name: 'Details: Jonas Roth' });
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Forward to HR review' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledWith('offer');
    // Closing again with the keyboard.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Make offer' })).toBeNull();
  },
};

export const LoadingDetails: Story = {
  args: { isExpanded: true, isLoadingDetails: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading the application…' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const NoActions: Story = {
  args: { isExpanded: true, status: 'withdrawn', actions: [], interviews: 0, since: '2026-03-20T12:00:00.000Z' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Jonas Roth' });
    await expect(within(card).getByText('Nothing to do for you in this status.')).toBeVisible();
    // A withdrawn application has no progress strip and no interviews line.
    await expect(within(card).queryByRole('meter')).toBeNull();
    await expect(within(card).queryByText(/interview/)).toBeNull();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    isExpanded: true,
    candidateName: 'Maximiliane Schwarzenberger-Oberholzer',
    agencyName: 'Personalberatung Rheinland Nord-West GmbH & Co. KG',
    interviews: 2,
    actions: [
      { id: 'review', label: 'An HR-Prüfung weiterleiten' },
      { id: 'offer', label: 'Angebot unterbreiten' },
      { id: 'hire', label: 'Einstellen', tone: 'primary' },
      { id: 'backup', label: 'Als Reserve vormerken' },
      { id: 'reject', label: 'Ablehnen', tone: 'critical' },
    ],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Maximiliane Schwarzenberger-Oberholzer' });
    await expect(within(card).getByText('Prüfung durch Linienvorgesetzte')).toBeVisible();
    await expect(within(card).getByText('seit 12.03.2026')).toBeVisible();
    await expect(within(card).getByText('vorgeschlagen am 02.03.2026')).toBeVisible();
    await expect(within(card).getByText('2 Interviews')).toBeVisible();
    await expect(within(card).getByRole('group', { name: 'Aktionen für Maximiliane Schwarzenberger-Oberholzer' })).toBeVisible();
  },
};

export const Pipeline: Story = {
  render: (args) => (
    <ApplicationList aria-label="Applications">
      <ApplicationCard {...args} />
      <ApplicationCard
        candidateName="Mia Schneider"
        consultantName="Tobias Keller"
        status="in-review"
        submitted="2026-03-01T12:00:00.000Z"
      />
      <ApplicationCard candidateName="Felix Braun" consultantName="Lea Schneider" agencyName="Alpine Search AG" status="backed-up" />
      <ApplicationCard candidateName="Nina Frei" consultantName="Lea Schneider" status="recruited" since="2026-03-20T12:00:00.000Z" />
      <ApplicationCard candidateName="Jonas Keller" consultantName="Lea Schneider" status="rejected" />
    </ApplicationList>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Applications' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    // Each status in its label and how far along it is (rejected: no strip).
    await expect(within(cards[1]!).getByRole('meter', { name: 'HR review' })).toHaveAttribute('aria-valuenow', '2');
    await expect(within(cards[3]!).getByRole('meter', { name: 'Candidate recruited' })).toHaveAttribute('aria-valuenow', '6');
    await expect(within(cards[4]!).getByText('Candidate rejected')).toBeVisible();
    await expect(within(cards[4]!).queryByRole('meter')).toBeNull();
  },
};

/** Selectable for a bulk action: a checkbox before the name, named after the candidate; Space ticks it. */
export const Selectable: Story = {
  args: { selection: { isSelected: false, onChange: fn(), label: 'Select Jonas Roth' } },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select Jonas Roth' });
    await expect(box).not.toBeChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.selection!.onChange).toHaveBeenCalledWith(true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
