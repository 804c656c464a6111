import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { consultantProfile, note, notesServer, profileServer, testimonial } from '../../testing/collaborationFixtures';
import { users } from '../../testing/fixtures';
import { screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import ProfileView from './ProfileView';

const consultantId = consultantProfile.id;

const meta = {
  title: 'Screens/ProfileView',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.profile(consultantId),
      routePath: '/dashboard/profile/:id/view',
      Component: ProfileView,
      user: users.consultant,
      routes: profileServer(),
    },
    description:
      'A profile (`/dashboard/profile/{id}/view`, `GET /user/{id}/view`) in the app’s shell on fixtures: the person’s card (avatar, badges, ' +
      'contact, rating), a search consultant’s testimonials (`GET /user/{id}/testimonial/list`; the consultant accepts or rejects pending ones, ' +
      'an author edits or deletes theirs), the notes of the viewer’s organisation on another user, and "Send private message".',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (name = 'Testimonials shown on the profile') =>
  screen.findByRole('list', { name }, { timeout: 10_000 }).then((list) => within(list).getAllByRole('listitem'));

/** The consultant on their own profile: one testimonial shown, one waiting; Accept moves it to the shown ones. */
export const OwnProfileAccept: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Marco Rossi' }, { timeout: 10_000 });
    await expect(screen.getAllByText('Partner')[0]).toBeVisible();
    await expect(await shown()).toHaveLength(1);
    await expect(screen.getByText('Peter Vogel, Rhein Bank AG on “Chief Risk Officer”')).toBeVisible();
    // No message to oneself, no notes on oneself.
    await expect(screen.queryByRole('button', { name: 'Send private message' })).toBeNull();
    await expect(screen.queryByRole('heading', { name: 'Notes' })).toBeNull();
    const waiting = await shown('Waiting for your decision');
    await expect(within(waiting[0]!).getByText('Pending')).toBeVisible();
    await userEvent.click(within(waiting[0]!).getByRole('button', { name: 'Accept' }));
    await screen.findByText('Testimonial accepted: it is shown on your profile', {}, { timeout: 10_000 });
    await waitFor(async () => expect(await shown()).toHaveLength(2), { timeout: 10_000 });
    await expect(screen.queryByRole('list', { name: 'Waiting for your decision' })).toBeNull();
    await expect(api.callsTo('POST', '/testimonial/{id}/accept').map((call) => call.path)).toEqual(['/testimonial/72/accept']);
    await expect(api.unmatched).toEqual([]);
    settle();
  },
};

export const OwnProfileReject: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const waiting = await shown('Waiting for your decision');
    await userEvent.click(within(waiting[0]!).getByRole('button', { name: 'Reject' }));
    await screen.findByText(/reject the testimonial of Anna Keller/, {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByText('Testimonial rejected', {}, { timeout: 10_000 });
    await waitFor(async () => expect(within((await shown('Waiting for your decision'))[0]!).getByText('Rejected')).toBeVisible(), {
      timeout: 5000,
    });
    await expect(api.callsTo('POST', '/testimonial/{id}/reject')).toHaveLength(1);
    settle();
  },
};

/** The employer on the consultant's profile: their own pending testimonial to edit or delete, their notes on him, a message to him. */
export const EmployerViewsConsultant: Story = {
  args: {
    user: users.employer,
    routes: [
      ...notesServer([
        note(60, 'Strong pharma network; ask him first.', { id: users.employer.id, fullName: users.employer.name }, 8, {
          type: 'user',
          linkedId: consultantId,
          job: null,
          user: { id: consultantId },
        }),
      ]),
      ...profileServer(),
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Marco Rossi' }, { timeout: 10_000 });
    await expect(screen.getByRole('button', { name: 'Send private message' })).toBeVisible();
    // The employer's own pending testimonial: Edit and Delete, no decision.
    const own = await shown('Not shown on the profile');
    await expect(within(own[0]!).queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(within(own[0]!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit testimonial' }, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Testimonial/ }), ' We hired the first.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Testimonial saved', {}, { timeout: 10_000 });
    await expect((api.callsTo('PUT', '/testimonial/{id}/edit')[0]?.body as { content: string }).content).toMatch(/We hired the first\.$/);
    // The notes of her organisation on him.
    const notes = within(await screen.findByRole('list', { name: 'Notes' }, { timeout: 10_000 }));
    await expect(notes.getByText('Strong pharma network; ask him first.')).toBeVisible();
    await expect(notes.getByText('User')).toBeVisible();
    await expect(api.callsTo('POST', '/note/list')[0]?.body).toMatchObject({ type: 'user', linkedId: consultantId });
    settle();
  },
};

export const EmployerDeletes: Story = {
  args: { user: users.employer },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const own = await shown('Not shown on the profile');
    await userEvent.click(within(own[0]!).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Are you sure you want to delete your testimonial?', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByText('Testimonial deleted', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Not shown on the profile' })).toBeNull(), { timeout: 10_000 });
    await expect(api.callsTo('DELETE', '/testimonial/{id}/delete').map((call) => call.path)).toEqual(['/testimonial/72/delete']);
    settle();
  },
};

export const NoTestimonials: Story = {
  args: { routes: profileServer([]) },
  play: async () => {
    await screen.findByText('No testimonials yet.', {}, { timeout: 10_000 });
    settle();
  },
};

export const Loading: Story = {
  args: { routes: [{ method: 'GET', path: '/user/{id}/view', delayMs: 'never', respond: () => ({ body: consultantProfile }) }] },
  play: async () => {
    await screen.findByRole('main', { name: 'Loading the profile…' }, { timeout: 10_000 });
    settle();
  },
};

export const Failed: Story = {
  args: { path: paths.profile(999) },
  play: async () => {
    await screen.findByText('This user does not exist.', {}, { timeout: 10_000 });
    await expect(screen.getByRole('heading', { level: 1, name: 'Profile not available' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    settle();
  },
};

export const TestimonialsFailed: Story = {
  args: {
    routes: [
      { method: 'GET', path: '/user/{id}/testimonial/list', respond: () => ({ status: 503, body: 'Testimonials are being maintained.' }) },
      ...profileServer(),
    ],
  },
  play: async () => {
    await screen.findByText('Testimonials are being maintained.', {}, { timeout: 10_000 });
    await expect(screen.getByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeVisible();
    settle();
  },
};

export const LongGerman: Story = {
  globals: { locale: 'de' },
  args: {
    routes: profileServer([
      testimonial(80, 'accepted', {
        content:
          'Herr Rossi hat unsere Anforderungen an die Leitung Qualitätssicherung sofort verstanden und innerhalb von zwei Wochen drei hervorragende Kandidatinnen vorgestellt.',
        author: { id: 30, fullName: 'Dr. Maximiliane Müller-Lüdenscheidt', organization: 'Rheinische Arzneimittelwerke AG' },
        job: { id: 4800, title: 'Leiterin Qualitätssicherung und Arzneimittelzulassung (m/w/d)' },
      }),
      testimonial(81, 'pending'),
    ]),
  },
  play: async () => {
    await expect(await shown('Im Profil angezeigte Referenzen')).toHaveLength(1);
    await expect(screen.getByRole('heading', { level: 2, name: 'Referenzen' })).toBeVisible();
    await expect(screen.getByRole('heading', { level: 3, name: 'Warten auf Ihre Entscheidung' })).toBeVisible();
    await expect(screen.getByText('11.03.2026')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Annehmen' })).toBeVisible();
    settle();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const waiting = await shown('Waiting for your decision');
    const accept = within(waiting[0]!).getByRole('button', { name: 'Accept' });
    accept.focus();
    await userEvent.tab();
    await expect(within(waiting[0]!).getByRole('button', { name: 'Reject' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText(/Are you sure you want to reject/, {}, { timeout: 10_000 });
    // Escape keeps the testimonial and gives the focus back.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(waiting[0]!).getByRole('button', { name: 'Reject' })).toHaveFocus(), { timeout: 10_000 });
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await screen.findByText('Testimonial accepted: it is shown on your profile', {}, { timeout: 10_000 });
    await expect(api.callsTo('POST', '/testimonial/{id}/reject')).toHaveLength(0);
    await expect(api.callsTo('POST', '/testimonial/{id}/accept')).toHaveLength(1);
    settle();
  },
};
