import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MainNav, type MainNavItem } from './MainNav';

const employer: MainNavItem[] = [
  { id: 'home', label: 'Home', href: '/dashboard/index/my-mandate' },
  { id: 'vacancies', label: 'Vacancies', href: '/dashboard/vacancies' },
];
const consultant: MainNavItem[] = [...employer, { id: 'candidates', label: 'My candidates', href: '/dashboard/candidate/list' }];
const admin: MainNavItem[] = [...employer, { id: 'monitoring', label: 'Monitoring', href: '/dashboard/monitoring' }];

/** The links of the navigation, by their accessible names. */
const names = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

const meta = {
  title: 'Widgets/MainNav',
  component: MainNav,
  args: { 'aria-label': 'Main navigation', items: employer, currentId: 'home' },
  parameters: {
    docs: {
      description: {
        component:
          'The main navigation of the dashboard’s top bar: a `nav` landmark with one link per entry, the current page marked with ' +
          '`aria-current="page"`. Below the tablet breakpoint the links fold behind a “Menu” button. The app decides which entries a ' +
          'user sees (permissions); for links inside a page use **Link**, for the tabs of a record **Tabs**.',
      },
    },
  },
} satisfies Meta<typeof MainNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Employer: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(names(nav)).toEqual(['Home', 'Vacancies']);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Vacancies' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/dashboard/vacancies');
    // The "Menu" button is for narrow screens only; on a wide one the links are in a row.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const Consultant: Story = {
  args: { items: consultant, currentId: 'candidates' },
  play: async ({ canvas }) => {
    await expect(names(canvas.getByRole('navigation'))).toEqual(['Home', 'Vacancies', 'My candidates']);
    await expect(canvas.getByRole('link', { name: 'My candidates' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Admin: Story = {
  args: { items: admin, currentId: 'monitoring' },
  play: async ({ canvas }) => {
    await expect(names(canvas.getByRole('navigation'))).toEqual(['Home', 'Vacancies', 'Monitoring']);
    await expect(canvas.getByRole('link', { name: 'Monitoring' })).toHaveAttribute('aria-current', 'page');
  },
};

/** No entry is current on a page outside the menu (a vacancy's page): nothing is marked. */
export const NoneCurrent: Story = {
  args: { items: admin, currentId: null },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const Keyboard: Story = {
  args: { items: admin },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Vacancies' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Monitoring' })).toHaveFocus();
  },
};

export const LongGerman: Story = {
  globals: { locale: 'de' },
  args: {
    'aria-label': 'Hauptnavigation',
    currentId: 'candidates',
    items: [
      { id: 'home', label: 'Startseite', href: '/dashboard/index/my-mandate' },
      { id: 'vacancies', label: 'Stellenausschreibungen', href: '/dashboard/vacancies' },
      { id: 'candidates', label: 'Meine Kandidatinnen und Kandidaten', href: '/dashboard/candidate/list' },
      { id: 'monitoring', label: 'Überwachung aller Stellenausschreibungen', href: '/dashboard/monitoring' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(names(nav)).toHaveLength(4);
    // Long labels wrap onto a second row rather than overflowing the bar.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth + 1);
  },
};

/** Messages with unread threads: the count after the label, what it counts in the link's accessible name. */
export const WithUnreadCount: Story = {
  args: {
    currentId: 'home',
    items: [...employer, { id: 'messages', label: 'Messages', href: '/dashboard/messages', count: 3, countLabel: 'unread' }],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Messages 3 unread' });
    await expect(link).toHaveAttribute('href', '/dashboard/messages');
    await expect(link).toHaveTextContent('Messages 3 unread');
  },
};

/** Nothing unread: no count, the label alone. */
export const WithoutUnread: Story = {
  args: {
    currentId: 'messages',
    items: [...employer, { id: 'messages', label: 'Messages', href: '/dashboard/messages', count: 0 }],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Messages' });
    await expect(link).toHaveTextContent(/^Messages$/);
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

/** German, with a count over 99 shown as 99+. */
export const GermanWithCount: Story = {
  globals: { locale: 'de' },
  args: {
    'aria-label': 'Hauptnavigation',
    currentId: 'messages',
    items: [
      { id: 'home', label: 'Startseite', href: '/dashboard/index/my-mandate' },
      { id: 'vacancies', label: 'Stellenausschreibungen', href: '/dashboard/vacancies' },
      { id: 'messages', label: 'Nachrichten', href: '/dashboard/messages', count: 120, countLabel: 'ungelesen' },
    ],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Nachrichten 99+ ungelesen' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveTextContent('Nachrichten 99+ ungelesen');
  },
};

/** A user without any entry gets no empty landmark. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
