import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../tokens/contract.css';
import { JobStatusBadge } from '../../widgets/JobStatusBadge';
import { Button } from '../Button';
import { Menu } from '../Menu';
import { PageHeader } from './PageHeader';

const navigate = fn();
const onAction = fn();

const meta = {
  title: 'Primitives/PageHeader',
  component: PageHeader,
  args: {
    title: 'Senior Backend Engineer (Java)',
    status: <JobStatusBadge status="active" />,
    back: { href: '/dashboard/vacancies', label: 'Vacancies' },
    facts: ['Ref. 2025-0042', 'Owner Anna Meier', 'Published 12 Mar 2025', 'Expires 11 Jun 2025'],
    primaryAction: <Button>Invite search consultants</Button>,
    actions: (
      <Menu
        label="Actions"
        placement="bottom end"
        onAction={onAction}
        items={[
          { id: 'edit', label: 'Edit' },
          { id: 'hold', label: 'Put on hold' },
          { id: 'send-to-all-recruiters', label: 'Send to all search consultants' },
          { id: 'cancel', label: 'Cancel vacancy', tone: 'critical' },
        ]}
      />
    ),
  },
  // The app's router: the back link navigates client-side. A painted frame with room below for the
  // open menu, so every story repaints the area where the story before drew.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ minHeight: 320, background: vars.surface.page }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The header of every dashboard screen (DESIGN.md "Screen anatomy"): back link, the title as the only `h1` with the status badge beside it, one line of key facts, the "Actions" menu and the one primary button. The h1 takes focus on a route change (`headingRef` / `headingId`, `tabIndex={-1}`, no ring). Below the tablet breakpoint of its own width the actions go under the title; long titles wrap.',
      },
    },
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every element inside `root` stays within its right edge (nothing overflows sideways). */
async function expectNoOverflow(root: HTMLElement) {
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  const right = root.getBoundingClientRect().right;
  for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
  }
}

export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    onAction.mockClear();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Senior Backend Engineer (Java)');
    await expect(heading).toHaveAttribute('tabindex', '-1');
    // Beside the title: the status badge on the same line.
    const badge = canvas.getByText('Active');
    await expect(Math.abs(badge.getBoundingClientRect().top - heading.getBoundingClientRect().top)).toBeLessThan(
      heading.getBoundingClientRect().height,
    );
    // The facts as one list in secondary text.
    const facts = canvas.getByRole('list');
    await expect(within(facts).getAllByRole('listitem')).toHaveLength(4);
    await expect(facts).toHaveTextContent('Owner Anna Meier');

    // Wide: the actions at the end of the title's line, the primary one last.
    const primary = canvas.getByRole('button', { name: 'Invite search consultants' });
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    const header = heading.closest('header')!;
    await expect(Math.abs(primary.getBoundingClientRect().right - header.getBoundingClientRect().right)).toBeLessThan(1);
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(primary.getBoundingClientRect().left);
    await expect(primary.getBoundingClientRect().top).toBeLessThan(heading.getBoundingClientRect().bottom);

    // The back link navigates client-side.
    const back = canvas.getByRole('link', { name: 'Vacancies' });
    await expect(back).toHaveAttribute('href', '/dashboard/vacancies');
    await userEvent.click(back);
    await expect(navigate).toHaveBeenCalledWith('/dashboard/vacancies', undefined);

    // The Actions menu opens.
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Put on hold' }));
    await expect(onAction).toHaveBeenCalledWith('hold');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Open again for the screenshot.
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu', { name: 'Actions' })).toBeVisible();
  },
};

/** What the app does on a route change: focus the new page's h1 through `headingRef`. */
function FocusedOnMount(props: Parameters<typeof PageHeader>[0]) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <PageHeader {...props} headingRef={ref} headingId="page-title" />;
}

export const TitleOnly: Story = {
  args: { title: 'Vacancies', status: undefined, back: undefined, facts: undefined, primaryAction: undefined, actions: undefined },
  render: (args) => <FocusedOnMount {...args} />,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Vacancies' });
    await expect(heading).toHaveAttribute('id', 'page-title');
    // Focused the way the app does on a route change, without a visible ring.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    // Not a tab stop: Tab leaves the page's content.
    await userEvent.tab();
    await expect(heading).not.toHaveFocus();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    title:
      'Stellvertretende Abteilungsleiterin Finanz- und Rechnungswesen (Konzernrechnungslegungsspezialistin) für die Tochtergesellschaften in Deutschland, Österreich und der Schweiz',
    status: <JobStatusBadge status="deleted-draft" />,
    back: { href: '/dashboard/vacancies', label: 'Zurück zu allen Stellenausschreibungen' },
    facts: [
      'Referenz 2025-0042',
      'Verantwortlich Anna-Katharina Meier-Hohenstein',
      'Veröffentlicht am 12.03.2025',
      'Läuft ab am 11.06.2025',
    ],
    primaryAction: <Button>Personalberater einladen</Button>,
    actions: (
      <Menu
        label="Aktionen"
        placement="bottom end"
        items={[
          { id: 'edit', label: 'Bearbeiten' },
          { id: 'hold', label: 'Pausieren' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(/^Stellvertretende Abteilungsleiterin/);
    // The title wraps over several lines instead of overflowing.
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(parseFloat(getComputedStyle(heading).lineHeight) * 1.5);
    await expect(canvas.getByText('Gelöschter Entwurf')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zu allen Stellenausschreibungen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aktionen' })).toBeVisible();
    await expectNoOverflow(heading.closest('header')!);
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 360 }} data-testid="frame">
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const header = heading.closest('header')!;
    await expect(header.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expectNoOverflow(canvas.getByTestId('frame'));
    // Narrow: the actions go below the title and the facts, starting at the left edge.
    const primary = canvas.getByRole('button', { name: 'Invite search consultants' });
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    const facts = canvas.getByRole('list');
    await expect(trigger.getBoundingClientRect().top).toBeGreaterThanOrEqual(facts.getBoundingClientRect().bottom);
    await expect(Math.abs(trigger.getBoundingClientRect().left - header.getBoundingClientRect().left)).toBeLessThan(1);
    await expect(primary).toBeVisible();
    // Smaller title type than on a wide screen.
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBeLessThan(28);
  },
};

/** By keyboard: back link, the Actions menu, then the primary action (the h1 is no tab stop); the menu opens with Enter, arrows move, Escape closes it back onto its button. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    onAction.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Vacancies' })).toHaveFocus();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Invite search consultants' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Put on hold' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(onAction).not.toHaveBeenCalled();
    // And a choice by keyboard.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Actions' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(onAction).toHaveBeenCalledWith('send-to-all-recruiters');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    trigger.blur();
  },
};

/** A record the viewer may only read: no actions at all, and facts the record lacks (empty, null, false) are left out rather than shown as gaps. */
export const ReadOnlyWithMissingFacts: Story = {
  args: {
    primaryAction: undefined,
    actions: undefined,
    status: <JobStatusBadge status="closed" />,
    facts: ['Ref. 2025-0042', '', null, 'Closed 30 Jun 2025', false],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const facts = canvas.getByRole('list');
    await expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ref. 2025-0042', 'Closed 30 Jun 2025']);
    await expect(canvas.getByText('Closed', { exact: true })).toBeVisible();
    // Only the back link is a tab stop.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Vacancies' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Vacancies' })).not.toHaveFocus();
  },
};

/** Phone width in German: the long title, back link and facts wrap, the actions go below, nothing overflows. */
export const NarrowGerman: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Stellvertretende Abteilungsleiterin Finanz- und Rechnungswesen (Konzernrechnungslegungsspezialistin)',
    status: <JobStatusBadge status="on-hold" />,
    back: { href: '/dashboard/vacancies', label: 'Zurück zu allen Stellenausschreibungen' },
    facts: ['Referenz 2025-0042', 'Verantwortlich Anna-Katharina Meier-Hohenstein', 'Läuft ab am 11.06.2025'],
    primaryAction: <Button>Personalberaterinnen einladen</Button>,
    actions: <Menu label="Aktionen" placement="bottom end" items={[{ id: 'edit', label: 'Bearbeiten' }]} />,
  },
  render: (args) => (
    <div style={{ width: 320 }} data-testid="frame">
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(canvas.getByText('Pausiert')).toBeVisible();
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(parseFloat(getComputedStyle(heading).lineHeight) * 2.5);
    const trigger = canvas.getByRole('button', { name: 'Aktionen' });
    await expect(trigger.getBoundingClientRect().top).toBeGreaterThanOrEqual(canvas.getByRole('list').getBoundingClientRect().bottom);
    await expect(canvas.getByRole('button', { name: 'Personalberaterinnen einladen' })).toBeVisible();
    await expectNoOverflow(canvas.getByTestId('frame'));
    // A fact longer than a line wraps under its own text: no line of it starts outside the frame (where it would be clipped).
    const left = canvas.getByTestId('frame').getBoundingClientRect().left;
    const owner = canvas.getByText('Verantwortlich Anna-Katharina Meier-Hohenstein');
    const range = document.createRange();
    range.selectNodeContents(owner);
    const lines = Array.from(range.getClientRects());
    await expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) await expect(line.left).toBeGreaterThanOrEqual(left - 0.5);
  },
};
