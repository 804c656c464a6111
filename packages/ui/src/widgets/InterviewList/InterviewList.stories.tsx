import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InterviewList, type InterviewItem } from './InterviewList';

const video: InterviewItem = {
  id: 1,
  date: '2026-12-01T13:30:00.000Z',
  timeZone: 'Europe/Zurich',
  durationMinutes: 45,
  kind: 'video',
  location: null,
  videoLink: 'https://meet.example.com/sophie-weber',
  participants: 'Erika Employer, Hans Meier (HR)',
  comment: 'Please have two references ready.',
  status: { code: 'scheduled' },
  cancelComment: null,
};
const onSite: InterviewItem = {
  id: 2,
  date: '2026-12-08T08:00:00.000Z',
  timeZone: 'Europe/Zurich',
  durationMinutes: 90,
  kind: 'on-site',
  location: 'Helvetia Pharma, Basel, room 4.12',
  videoLink: null,
  participants: null,
  comment: null,
  status: { code: 'scheduled' },
  cancelComment: null,
};
const cancelled: InterviewItem = {
  id: 3,
  date: '2026-11-24T15:00:00.000Z',
  timeZone: 'America/New_York',
  durationMinutes: 30,
  kind: 'phone',
  location: null,
  videoLink: null,
  participants: null,
  comment: null,
  status: { code: 'cancelled' },
  cancelComment: 'The candidate is ill.',
};

const meta = {
  title: 'Widgets/InterviewList',
  component: InterviewList,
  args: { interviews: [cancelled, video, onSite], canManage: true, onEdit: fn(), onCancel: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The interviews of an application (001 §7.5; issue 16 point 4), by date: the start in the zone it was entered in (the zone named) ' +
          'and the length, scheduled or cancelled (struck through, with the reason), on site (the place), video call (its link, opening in a ' +
          'new tab) or by phone, who takes part, the note. Change and Cancel interview on scheduled ones for the vacancy’s side.',
      },
    },
  },
} satisfies Meta<typeof InterviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: HTMLElement) => within(canvas).getByRole('list', { name: 'Interviews' });

/** The employer's view: every kind, the cancelled one without actions; Change and Cancel name the interview. */
export const Manage: Story = {
  play: async ({ canvasElement, args }) => {
    const items = within(list(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('24 November 2026');
    await expect(items[0]).toHaveTextContent('Cancelled: The candidate is ill.');
    await expect(within(items[0]!).queryByRole('button')).toBeNull();
    // Zurich in winter: 13:30 UTC shows as 14:30, the zone named.
    await expect(items[1]).toHaveTextContent(/14:30/);
    await expect(items[1]).toHaveTextContent('Taking part: Erika Employer, Hans Meier (HR)');
    await expect(within(items[1]!).getByRole('link', { name: /Video call/ })).toHaveAttribute('href', video.videoLink);
    await expect(items[2]).toHaveTextContent('On site: Helvetia Pharma, Basel, room 4.12');
    await userEvent.click(within(items[1]!).getByRole('button', { name: /^Change: interview on .*1 December 2026/ }));
    await expect(args.onEdit).toHaveBeenCalledWith(1);
    await userEvent.click(within(items[2]!).getByRole('button', { name: /^Cancel interview: .*8 December 2026/ }));
    await expect(args.onCancel).toHaveBeenCalledWith(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The consultant's view: the same list, no actions. */
export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Nothing scheduled yet. */
export const Empty: Story = {
  args: { interviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No interview scheduled yet.')).toBeVisible();
  },
};

/** While the interviews load. */
export const Loading: Story = {
  args: { interviews: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading interviews…' })).toBeVisible();
  },
};

/** German: the date in German, the texts translated. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Interviews' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Abgesagt: The candidate is ill.');
    await expect(items[1]).toHaveTextContent('1. Dezember 2026');
    await expect(items[2]).toHaveTextContent('Vor Ort: Helvetia Pharma, Basel, room 4.12');
    await expect(within(items[1]!).getByRole('button', { name: /^Ändern: Interview vom .*1\. Dezember 2026/ })).toBeVisible();
  },
};

/** The keyboard: Tab reaches the link and the buttons in order, Enter presses Change. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const items = within(list(canvasElement)).getAllByRole('listitem');
    await userEvent.tab();
    await expect(within(items[1]!).getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(within(items[1]!).getByRole('button', { name: /^Change/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(items[2]!).getByRole('button', { name: /^Change/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
