import type { UserProfile } from '@mandate/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserInfoPopover } from './UserInfoPopover';

const recruiter: UserProfile = {
  id: 7,
  username: 'lea.schneider@talentbridge.ch',
  fullName: 'Lea Schneider',
  position: 'Senior Partner',
  organization: { id: 3, name: 'TalentBridge Executive Search' },
  place: { city: 'Zürich', country: { code: 'CH', label: 'Switzerland' } },
  phone: '44 123 45 67',
  phoneCountry: { callingCode: '41' },
  roles: [{ code: 'recruiter' }],
  isPremiumPlus: true,
  rating: 4.5,
  statistics: {
    interviewRatio: 40,
    customerSatisfaction: 92,
    rollingOneYearStatistics: { interviewsCount: 12 },
    companyRatingCount: 5,
    employerRatingCount: 1,
  },
  creationDate: '2021-03-04T09:00:00',
};

const employer: UserProfile = {
  id: 9,
  username: 'thomas.mueller@example-bank.ch',
  fullName: 'Thomas Müller',
  position: 'Head of Talent Acquisition',
  organization: { id: 4, name: 'Example Bank AG' },
  place: { city: 'Basel', country: { code: 'CH', label: 'Switzerland' } },
  phone: '61 555 12 12',
  phoneCountry: { callingCode: '41' },
  roles: [{ code: 'employer' }],
  summaryStatistics: {
    jobPublished: 14,
    jobClosed: 6,
    avgRecruiterResponseTime: 5400,
    avgRecruiterResponseTimeCount: 20,
    avgCandidateResponseTime: 259200,
    avgCandidateResponseTimeCount: 8,
    avgTimeToInterview: null,
    avgTimeToInterviewCount: 0,
    candidateFeedbackRatio: 0.75,
  },
  creationDate: '2019-11-20T08:00:00',
};

const viewers = {
  admin: { roles: [{ code: 'content-admin' as const }] },
  employer: { roles: [{ code: 'employer' as const }] },
  recruiter: { roles: [{ code: 'recruiter' as const }] },
};

const meta = {
  title: 'Widgets/UserInfoPopover',
  component: UserInfoPopover,
  args: { user: recruiter, viewer: viewers.employer, profileHref: '/profile/7', messageHref: '/messages/new?to=7' },
  render: (args) => (
    <div style={{ minHeight: 560 }}>
      <UserInfoPopover {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A user's card in a popover (001 §2.6), opened from a name: avatar, profile link, subscription and PSL badges, member since (dd.MM.y), company, position, place, phone, e-mail and a private-message link. Search consultants show rating and statistics, employers their vacancy statistics, and admins see placements for the company. An employer's phone is hidden from search consultants. The rules are `userInfoVisibility`.",
      },
    },
  },
} satisfies Meta<typeof UserInfoPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the popover from its trigger and returns the dialog. */
async function open(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: `About ${name}` }));
}

export const EmployerViewsConsultant: Story = {
  args: { isPreferredSupplier: true },
  play: async () => {
    const dialog = await open('Lea Schneider');
    await expect(dialog.getByRole('link', { name: 'Lea Schneider' })).toHaveAttribute('href', '/profile/7');
    await expect(dialog.getByRole('img', { name: 'This search consultant is on the list of your preferred suppliers' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Premium+ subscription' })).toBeVisible();
    await expect(dialog.getByText('Member since 04.03.2021')).toBeVisible();
    await expect(dialog.getByText('+41 44 123 45 67')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'lea.schneider@talentbridge.ch' })).toHaveAttribute(
      'href',
      'mailto:lea.schneider@talentbridge.ch',
    );
    await expect(dialog.getByRole('img', { name: /Rating.*4\.5 of 5 stars/ })).toBeVisible();
    await expect(dialog.getByText('40% (12 interviews)')).toBeVisible();
    await expect(dialog.getByText('92% (5 company ratings, 1 vacancy rating)')).toBeVisible();
    await expect(dialog.queryByText('Placements for the company')).not.toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Send private message' })).toHaveAttribute('href', '/messages/new?to=7');
  },
};

export const ConsultantViewsEmployer: Story = {
  name: 'Consultant views employer (phone hidden)',
  args: { user: employer, viewer: viewers.recruiter, profileHref: '/profile/9', isPreferredSupplier: true },
  play: async () => {
    const dialog = await open('Thomas Müller');
    await expect(dialog.queryByText('Phone')).not.toBeInTheDocument();
    await expect(dialog.queryByText(/61 555 12 12/)).not.toBeInTheDocument();
    await expect(dialog.queryByRole('img', { name: /subscription|preferred suppliers/ })).not.toBeInTheDocument();
    await expect(dialog.queryByText('Rating')).not.toBeInTheDocument();
    await expect(dialog.getByText('Vacancies published').nextElementSibling).toHaveTextContent('14');
    await expect(dialog.getByText('Placements made').nextElementSibling).toHaveTextContent('6');
    await expect(dialog.getByText('Average search consultant response time').nextElementSibling).toHaveTextContent('1.5 hours');
    await expect(dialog.getByText('Average candidate response time').nextElementSibling).toHaveTextContent('3 days');
    await expect(dialog.getByText('Average time to interview').nextElementSibling).toHaveTextContent('–');
    await expect(dialog.getByText('Candidate feedback ratio').nextElementSibling).toHaveTextContent('75%');
  },
};

export const AdminViewsEmployer: Story = {
  args: { user: employer, viewer: viewers.admin, profileHref: '/profile/9', companyPlacements: 23 },
  play: async () => {
    const dialog = await open('Thomas Müller');
    await expect(dialog.getByText('+41 61 555 12 12')).toBeVisible();
    await expect(dialog.getByText('Placements for the company').nextElementSibling).toHaveTextContent('23');
    await expect(dialog.getByText('Vacancies published')).toBeVisible();
  },
};

export const AdminViewsConsultant: Story = {
  args: { viewer: viewers.admin, companyPlacements: 4 },
  play: async () => {
    const dialog = await open('Lea Schneider');
    await expect(dialog.getByText('+41 44 123 45 67')).toBeVisible();
    await expect(dialog.getByText('Placements for the company').nextElementSibling).toHaveTextContent('4');
    await expect(dialog.queryByRole('img', { name: /preferred suppliers/ })).not.toBeInTheDocument();
    await expect(dialog.getByText('Interview ratio')).toBeVisible();
  },
};

export const NewConsultantMinimal: Story = {
  name: 'New consultant, few details',
  args: {
    user: { id: 12, username: 'neu@agentur.de', fullName: 'Max Neu', roles: [{ code: 'recruiter' }], rating: -1, isBasic: true },
    viewer: viewers.employer,
    messageHref: undefined,
  },
  play: async () => {
    const dialog = await open('Max Neu');
    await expect(dialog.getByRole('img', { name: 'Basic subscription' })).toBeVisible();
    await expect(dialog.getByText('New')).toBeVisible();
    await expect(dialog.getByText('– (0 interviews)')).toBeVisible();
    await expect(dialog.queryByText('Company')).not.toBeInTheDocument();
    await expect(dialog.queryByText('Phone')).not.toBeInTheDocument();
    await expect(dialog.queryByText(/Member since/)).not.toBeInTheDocument();
    await expect(dialog.queryByRole('link', { name: 'Send private message' })).not.toBeInTheDocument();
  },
};

export const KeyboardOnly: Story = {
  play: async () => {
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Lea Schneider' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'About Lea Schneider' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: 'Lea Schneider' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    user: {
      ...employer,
      position: 'Leiterin Personalgewinnung und Arbeitgebermarkenentwicklung',
      fullName: 'Dr. Annemarie Hohenzollern-Sigmaringen',
    },
    viewer: viewers.admin,
    companyPlacements: 2,
  },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Dr. Annemarie Hohenzollern-Sigmaringen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Über Dr. Annemarie Hohenzollern-Sigmaringen' }));
    await expect(dialog.getByText('Mitglied seit 20.11.2019')).toBeVisible();
    await expect(dialog.getByText('Durchschnittliche Antwortzeit der Suchberater')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Private Nachricht senden' })).toBeVisible();
  },
};
