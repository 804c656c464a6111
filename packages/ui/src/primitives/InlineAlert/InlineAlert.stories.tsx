import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { InlineAlert, inlineAlertTones } from './InlineAlert';

const meta = {
  title: 'Primitives/InlineAlert',
  component: InlineAlert,
  args: { children: 'The candidates could not be loaded.' },
  argTypes: { tone: { control: 'inline-radio', options: inlineAlertTones } },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <InlineAlert {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A message that belongs to a form or an area of the page: a failed area with "Try again" in place of a blank page, a refusal from the server above a form, a caution before an action. `critical` and `caution` are announced at once (role alert), `positive` and `info` politely (role status); the tone is also read out in words. For a passing confirmation after an action use a notification (`useNotify`); for a field\'s own error use the field\'s `errorMessage`.',
      },
    },
  },
} satisfies Meta<typeof InlineAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The alert's background and the icon's colour, to tell the tones apart. */
function colours(alert: HTMLElement) {
  return { background: getComputedStyle(alert).backgroundColor, icon: getComputedStyle(alert.querySelector('svg')!).color };
}

export const Critical: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The candidates could not be loaded.');
    // The tone in words for screen readers; the icon itself is hidden from them.
    await expect(alert).toHaveTextContent(/^Error/);
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(colours(alert).background).toBe('rgb(253, 236, 234)');
  },
};

export const Caution: Story = {
  args: { tone: 'caution', children: 'This vacancy expires in 3 days. Extend it to keep receiving candidates.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/^Warning/);
    await expect(alert).toHaveTextContent('This vacancy expires in 3 days.');
    await expect(colours(alert).background).toBe('rgb(253, 241, 216)');
  },
};

export const Positive: Story = {
  args: { tone: 'positive', children: 'All 12 candidates were imported.' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^Success/);
    await expect(status).toHaveTextContent('All 12 candidates were imported.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(colours(status).background).toBe('rgb(227, 244, 232)');
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Search consultants see this description only after they accept the invitation.' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^Note/);
    await expect(status).toHaveTextContent('Search consultants see this description only after they accept the invitation.');
    await expect(colours(status).background).toBe('rgb(229, 239, 255)');
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      {inlineAlertTones.map((tone) => (
        <InlineAlert key={tone} {...args} tone={tone}>
          {tone}
        </InlineAlert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    const all = [...canvas.getAllByRole('alert'), ...canvas.getAllByRole('status')].map(colours);
    await expect(new Set(all.map((c) => c.background)).size).toBe(4);
    await expect(new Set(all.map((c) => c.icon)).size).toBe(4);
  },
};

const retry = fn();

export const WithTitleAndAction: Story = {
  args: {
    title: 'Could not load the candidates',
    children: 'The server did not answer. Check your connection and try again.',
    action: (
      <Button variant="secondary" size="small" onPress={retry}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    retry.mockClear();
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Could not load the candidates')).toBeVisible();
    const button = within(alert).getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    await expect(retry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(2);
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    tone: 'caution',
    title: 'Die Stellenausschreibung läuft in drei Tagen ab',
    children:
      'Verlängern Sie die Ausschreibung, damit die eingeladenen Personalberaterinnen und Personalberater weiterhin Kandidatinnen und Kandidaten vorschlagen können. Danach werden keine Bewerbungsunterlagen mehr angenommen.',
    action: (
      <Button variant="secondary" size="small">
        Ausschreibungszeitraum verlängern
      </Button>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <InlineAlert {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/^Warnung/);
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth + 1);
    await expect(alert.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const button = within(alert).getByRole('button', { name: 'Ausschreibungszeitraum verlängern' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(alert.getBoundingClientRect().right);
  },
};
