import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TaskList, type TaskListItem } from './TaskList';

const request: TaskListItem = {
  id: 1,
  kind: 'approve-recruiter',
  title: null,
  about: 'Laura Keller',
  jobTitle: 'Head of Regulatory Affairs',
  href: '/dashboard/vacancy/12/view?tab=consultants',
  dueDate: '2026-11-20',
};
const review: TaskListItem = {
  id: 2,
  kind: 'review-application',
  title: null,
  about: 'Sophie Weber',
  jobTitle: 'Head of Regulatory Affairs',
  href: '/dashboard/vacancy/12/view?tab=applications',
  dueDate: '2026-11-28',
};
const custom: TaskListItem = {
  id: 3,
  kind: 'answer-offer',
  title: 'Call Sophie about the start date',
  about: 'Sophie Weber',
  jobTitle: 'CFO',
  href: '/dashboard/vacancy/14/view?tab=applications',
  dueDate: null,
  note: 'She asked for two more days.',
};

const meta = {
  title: 'Widgets/TaskList',
  component: TaskList,
  args: { tasks: [request, review, custom], onComplete: fn(), onEdit: fn(), onRetry: fn(), today: '2026-11-26' },
  parameters: {
    docs: {
      description: {
        component:
          'The user’s open tasks on the home page (001 §4.4, §7.8; issue 17 point 7): what to do — the assignee’s own title or what the ' +
          'workflow asks (approve a request, review an application, report the answer to an offer) — as a link to the record, the vacancy, ' +
          'the due date with Overdue past it, the note, Edit (the screen opens the TaskDialog) and Mark as done. Loading, failure with Try again, and empty states.',
      },
    },
  },
} satisfies Meta<typeof TaskList>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvas: HTMLElement) => within(within(canvas).getByRole('list', { name: /^(Tasks|Aufgaben)$/ })).getAllByRole('listitem');

/** Three open tasks: one overdue, one due later, one with its own title and note; Edit and Mark as done name the task. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const [first, second, third] = items(canvasElement);
    await expect(within(first!).getByRole('link', { name: 'Approve or reject the request of Laura Keller' })).toHaveAttribute(
      'href',
      request.href,
    );
    await expect(first).toHaveTextContent('Vacancy: Head of Regulatory Affairs');
    await expect(first).toHaveTextContent('Due 20 Nov 2026');
    await expect(within(first!).getByText('Overdue')).toBeVisible();
    await expect(within(second!).queryByText('Overdue')).toBeNull();
    await expect(within(second!).getByRole('link')).toHaveTextContent('Review the application of Sophie Weber');
    await expect(within(third!).getByRole('link')).toHaveTextContent('Call Sophie about the start date');
    await expect(third).toHaveTextContent('She asked for two more days.');
    await expect(third).not.toHaveTextContent('Due');
    await userEvent.click(within(second!).getByRole('button', { name: 'Mark as done: Review the application of Sophie Weber' }));
    await expect(args.onComplete).toHaveBeenCalledWith(2);
    await userEvent.click(within(third!).getByRole('button', { name: 'Edit: Call Sophie about the start date' }));
    await expect(args.onEdit).toHaveBeenCalledWith(3);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While one task is being completed its button shows progress. */
export const Completing: Story = {
  args: { completingId: 1 },
  play: async ({ canvasElement }) => {
    const [first] = items(canvasElement);
    await expect(within(first!).getByRole('button', { name: /Mark as done/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** No open task: what will appear here. */
export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No open tasks' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** While the tasks load. */
export const Loading: Story = {
  args: { tasks: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading tasks…' })).toBeVisible();
  },
};

/** Loading failed: the message and Try again. */
export const Failed: Story = {
  args: { tasks: [], error: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('The tasks could not be loaded.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** German with long names and titles: the texts wrap, nothing overflows. */
export const LongGerman: Story = {
  globals: { locale: 'de' },
  args: {
    tasks: [
      {
        ...request,
        about: 'Maximiliane Wilhelmine von Hohenzollern-Sigmaringen',
        jobTitle: 'Leiterin Qualitätssicherung und Arzneimittelzulassung',
      },
      { ...review, about: 'Karl-Theodor Freiherr von und zu Guttenberg-Schwarzenbach' },
    ],
  },
  play: async ({ canvasElement }) => {
    const [first, second] = items(canvasElement);
    await expect(within(first!).getByRole('link')).toHaveTextContent(
      'Anfrage von Maximiliane Wilhelmine von Hohenzollern-Sigmaringen annehmen oder ablehnen',
    );
    await expect(first).toHaveTextContent('Vakanz: Leiterin Qualitätssicherung und Arzneimittelzulassung');
    await expect(first).toHaveTextContent('Fällig am 20. Nov. 2026');
    await expect(within(first!).getByText('Überfällig')).toBeVisible();
    await expect(within(second!).getByRole('button', { name: /^Als erledigt markieren: Bewerbung von Karl-Theodor/ })).toBeVisible();
    await expect(within(second!).getByRole('button', { name: /^Bearbeiten: Bewerbung von Karl-Theodor/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** The keyboard: Tab goes link, Edit, Mark as done in each task; Enter on a button acts on that task. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const [first, second] = items(canvasElement);
    await userEvent.tab();
    await expect(within(first!).getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(within(first!).getByRole('button', { name: /^Edit/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(1);
    await userEvent.tab();
    await expect(within(first!).getByRole('button', { name: /^Mark as done/ })).toHaveFocus();
    await userEvent.tab();
    await expect(within(second!).getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(second!).getByRole('button', { name: /^Mark as done/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onComplete).toHaveBeenCalledWith(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
