import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Menu, type MenuAction, type MenuSectionData } from './Menu';

const edit: MenuAction = { id: 'edit', label: 'Edit vacancy' };
const duplicate: MenuAction = { id: 'duplicate', label: 'Duplicate' };
const exportPdf: MenuAction = { id: 'export-pdf', label: 'Export as PDF' };
const pause: MenuAction = { id: 'pause', label: 'Pause vacancy' };
const cancel: MenuAction = { id: 'cancel', label: 'Cancel vacancy', tone: 'critical' };

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { label: 'Actions', items: [edit, duplicate, exportPdf, pause], onAction: fn() },
  render: (args) => (
    <div style={{ minHeight: 320 }}>
      <Menu {...args} />
    </div>
  ),
  parameters: {
    a11y: {
      config: {
        rules: [
          // A disabled action's reason is its description (aria-describedby), on purpose not part of its name:
          // react-aria's label and description slots, so a screen reader reads the two apart. axe's
          // label-in-name rule counts all visible text of the item as its label; every other element is still checked.
          { id: 'label-content-name-mismatch', selector: '*:not([role="menuitem"][aria-disabled="true"])' },
        ],
      },
    },
    docs: {
      description: {
        component:
          'The "Actions" menu of a page header: everything but the one primary action. Build it from the server\'s `/…/menu` answer, so the browser never decides what is allowed; a disabled action stays visible with its reason as a second line. `critical` tone for destructive actions (they still confirm with a dialog); items with `href` are links and navigate through the app\'s RouterProvider. For choosing a value use **Select**.',
      },
    },
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(name: string | RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    const menu = await open('Actions');
    await expect(menu).toHaveAccessibleName('Actions');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Export as PDF' }));
    await expect(args.onAction).toHaveBeenCalledWith('export-pdf');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Open again for the screenshot.
    await expect(await open('Actions')).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    // Enter opens with the first action focused; ArrowDown moves; Escape closes and returns focus.
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit vacancy' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();

    // ArrowDown opens too; Enter chooses the focused action and focus returns to the trigger.
    await userEvent.keyboard('{ArrowDown}');
    const again = await screen.findByRole('menu');
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: 'Edit vacancy' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(again).getByRole('menuitem', { name: 'Export as PDF' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('export-pdf');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // Space opens as well; the screenshot shows the focus ring on the first action.
    await userEvent.keyboard(' ');
    const third = await screen.findByRole('menu');
    await waitFor(() => expect(within(third).getByRole('menuitem', { name: 'Edit vacancy' })).toHaveFocus());
    await expect(within(third).getByRole('menuitem', { name: 'Edit vacancy' })).toHaveAttribute('data-focus-visible', 'true');
  },
};

const sections: MenuSectionData[] = [
  { id: 'vacancy', title: 'Vacancy', items: [edit, duplicate, pause] },
  { id: 'export', title: 'Export', items: [exportPdf, { id: 'export-excel', label: 'Export as Excel' }] },
  { id: 'danger', items: [cancel] },
];

export const WithSections: Story = {
  args: { items: sections },
  play: async ({ args }) => {
    const menu = await open('Actions');
    const vacancy = within(menu).getByRole('group', { name: 'Vacancy' });
    await expect(within(vacancy).getAllByRole('menuitem')).toHaveLength(3);
    const exports = within(menu).getByRole('group', { name: 'Export' });
    await expect(within(exports).getByRole('menuitem', { name: 'Export as Excel' })).toBeVisible();
    await expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    await userEvent.click(within(exports).getByRole('menuitem', { name: 'Export as Excel' }));
    await expect(args.onAction).toHaveBeenCalledWith('export-excel');
    await expect(await open('Actions')).toBeVisible();
  },
};

export const DisabledWithReason: Story = {
  args: {
    items: [
      edit,
      { id: 'publish', label: 'Publish vacancy', isDisabled: true, disabledReason: 'Invite at least one search consultant first.' },
      duplicate,
    ],
  },
  play: async ({ args }) => {
    const menu = await open('Actions');
    const publish = within(menu).getByRole('menuitem', { name: 'Publish vacancy' });
    await expect(publish).toHaveAttribute('aria-disabled', 'true');
    await expect(within(publish).getByText('Invite at least one search consultant first.')).toBeVisible();
    await expect(publish).toHaveAccessibleDescription('Invite at least one search consultant first.');
    await userEvent.click(publish);
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(menu).toBeVisible();
    // The arrow keys pass over it (react-aria skips disabled items).
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit vacancy' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
  },
};

export const Critical: Story = {
  args: { items: [edit, pause, cancel, { id: 'delete', label: 'Delete vacancy', tone: 'critical' }] },
  play: async ({ args }) => {
    const menu = await open('Actions');
    const neutral = within(menu).getByRole('menuitem', { name: 'Pause vacancy' });
    const critical = within(menu).getByRole('menuitem', { name: 'Cancel vacancy' });
    // The theme's critical text colour.
    await expect(getComputedStyle(critical).color).toBe('rgb(180, 35, 24)');
    await expect(getComputedStyle(neutral).color).not.toBe(getComputedStyle(critical).color);
    await userEvent.click(critical);
    await expect(args.onAction).toHaveBeenCalledWith('cancel');
    await expect(await open('Actions')).toBeVisible();
  },
};

const navigate = fn();

export const Links: Story = {
  args: {
    items: [
      { id: 'view', label: 'View vacancy', href: '/dashboard/vacancy/42/view' },
      { id: 'history', label: 'Show history', href: '/dashboard/vacancy/42/view?tab=history' },
      duplicate,
    ],
  },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <div style={{ minHeight: 320 }}>
        <Menu {...args} />
      </div>
    </RouterProvider>
  ),
  play: async () => {
    navigate.mockClear();
    const menu = await open('Actions');
    const view = within(menu).getByRole('menuitem', { name: 'View vacancy' });
    await expect(view.tagName).toBe('A');
    await expect(view).toHaveAttribute('href', '/dashboard/vacancy/42/view');
    await expect(within(menu).getByRole('menuitem', { name: 'Show history' })).toHaveAttribute(
      'href',
      '/dashboard/vacancy/42/view?tab=history',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).not.toHaveAttribute('href');
    // Client-side navigation through the app's router, not a page load.
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Show history' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/vacancy/42/view?tab=history', undefined);
    await expect(await open('Actions')).toBeVisible();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Aktionen',
    items: [
      { id: 'edit', label: 'Stellenausschreibung bearbeiten' },
      { id: 'pause', label: 'Stellenausschreibung vorübergehend pausieren und alle Personalberater benachrichtigen' },
      {
        id: 'publish',
        label: 'Veröffentlichen',
        isDisabled: true,
        disabledReason: 'Laden Sie zuerst mindestens einen Personalberater zur Zusammenarbeit ein.',
      },
      {
        id: 'danger',
        items: [{ id: 'cancel', label: 'Stellenausschreibung endgültig zurückziehen und Bewerbungen ablehnen', tone: 'critical' }],
      },
    ],
  },
  play: async () => {
    const menu = await open('Aktionen');
    const popover = menu.parentElement!;
    await expect(popover.scrollWidth).toBeLessThanOrEqual(popover.clientWidth + 1);
    const bounds = popover.getBoundingClientRect();
    await expect(bounds.right).toBeLessThanOrEqual(window.innerWidth);
    const items = within(menu).getAllByRole('menuitem');
    for (const item of items) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(bounds.right);
    }
    // The long labels wrap onto more lines than the short one.
    const short = within(menu).getByRole('menuitem', { name: 'Stellenausschreibung bearbeiten' });
    const long = within(menu).getByRole('menuitem', { name: /vorübergehend pausieren/ });
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(short.getBoundingClientRect().height);
  },
};

/** The user's menu in the top bar: the trigger is the name as plain text. */
export const TextTrigger: Story = {
  args: {
    label: 'Anna Keller',
    textTrigger: true,
    items: [
      { id: 'profile', label: 'My profile', href: '/dashboard/profile/21/view' },
      { id: 'feedback', label: 'Send feedback' },
    ],
  },
  render: (args) => (
    <RouterProvider navigate={() => {}}>
      <div style={{ minHeight: 200, color: 'rgb(90, 90, 90)' }}>
        <Menu {...args} />
      </div>
    </RouterProvider>
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Anna Keller' });
    // Only the name: no chevron, the colour of the text around it.
    await expect(trigger.querySelector('svg')).toBeNull();
    await expect(getComputedStyle(trigger).color).toBe('rgb(90, 90, 90)');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Anna Keller' });
    await expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/dashboard/profile/21/view');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('feedback');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** What the menu's actions open starts loading with the menu's own code: trigger hovered, focused or opened (`onPreload`). */
export const Preload: Story = {
  args: { onPreload: fn() },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(args.onPreload).not.toHaveBeenCalled();
    await userEvent.hover(trigger);
    await expect(args.onPreload).toHaveBeenCalled();
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};
