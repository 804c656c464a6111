import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  company: { id: 'ui.userInfoPopover.company', defaultMessage: 'Company', description: "Term: the user's organisation" },
  position: { id: 'ui.userInfoPopover.position', defaultMessage: 'Position', description: "Term: the user's job title" },
  place: { id: 'ui.userInfoPopover.place', defaultMessage: 'Place', description: "Term: the user's city and country" },
  phone: { id: 'ui.userInfoPopover.phone', defaultMessage: 'Phone', description: "Term: the user's phone number" },
  email: { id: 'ui.userInfoPopover.email', defaultMessage: 'E-mail', description: "Term: the user's e-mail address (a mailto link)" },
  sendMessage: {
    id: 'ui.userInfoPopover.sendMessage',
    defaultMessage: 'Send private message',
    description: 'Link to write a private message to the user',
  },
  rating: { id: 'ui.userInfoPopover.rating', defaultMessage: 'Rating', description: "Term: a search consultant's star rating" },
  interviewRatio: {
    id: 'ui.userInfoPopover.interviewRatio',
    defaultMessage: 'Interview ratio',
    description: "Term: a search consultant's interview ratio",
  },
  satisfaction: {
    id: 'ui.userInfoPopover.satisfaction',
    defaultMessage: 'Customer satisfaction',
    description: "Term: a search consultant's customer satisfaction",
  },
  companyPlacements: {
    id: 'ui.userInfoPopover.companyPlacements',
    defaultMessage: 'Placements for the company',
    description: "Term (admins only): placements made for the user's company",
  },
  jobPublished: {
    id: 'ui.userInfoPopover.jobPublished',
    defaultMessage: 'Vacancies published',
    description: "Term: an employer's published vacancies",
  },
  jobClosed: { id: 'ui.userInfoPopover.jobClosed', defaultMessage: 'Placements made', description: "Term: an employer's placements" },
  avgRecruiterResponseTime: {
    id: 'ui.userInfoPopover.avgRecruiterResponseTime',
    defaultMessage: 'Average search consultant response time',
    description: "Term: an employer's average response time to search consultants",
  },
  avgCandidateResponseTime: {
    id: 'ui.userInfoPopover.avgCandidateResponseTime',
    defaultMessage: 'Average candidate response time',
    description: "Term: an employer's average response time to candidates",
  },
  avgTimeToInterview: {
    id: 'ui.userInfoPopover.avgTimeToInterview',
    defaultMessage: 'Average time to interview',
    description: "Term: an employer's average time until an interview",
  },
  candidateFeedbackRatio: {
    id: 'ui.userInfoPopover.candidateFeedbackRatio',
    defaultMessage: 'Candidate feedback ratio',
    description: 'Term: share of candidates an employer gave feedback on',
  },
  none: { id: 'ui.userInfoPopover.none', defaultMessage: '–', description: 'Shown for a statistic without a value' },
});

const valueMessages = defineMessages<{
  memberSince: { date: string };
  about: { name: string };
  interviews: { ratio: string; count: number };
  ratings: { satisfaction: string; companyCount: number; vacancyCount: number };
}>({
  memberSince: {
    id: 'ui.userInfoPopover.memberSince',
    defaultMessage: 'Member since {date}',
    description: 'When the user registered, date as dd.MM.y',
  },
  about: { id: 'ui.userInfoPopover.about', defaultMessage: 'About {name}', description: 'Accessible name of the user info popover' },
  interviews: {
    id: 'ui.userInfoPopover.interviews',
    defaultMessage: '{ratio} ({count, plural, one {# interview} other {# interviews}})',
    description: 'Interview ratio with the interview count of the last year, e.g. "40% (12 interviews)"',
  },
  ratings: {
    id: 'ui.userInfoPopover.ratings',
    defaultMessage:
      '{satisfaction} ({companyCount, plural, one {# company rating} other {# company ratings}}, {vacancyCount, plural, one {# vacancy rating} other {# vacancy ratings}})',
    description: 'Customer satisfaction with the counts of company and vacancy ratings',
  },
});

export const formatMemberSince = (intl: IntlShape, date: string) => intl.formatMessage(valueMessages.memberSince, { date });
export const formatAbout = (intl: IntlShape, name: string) => intl.formatMessage(valueMessages.about, { name });
export const formatInterviews = (intl: IntlShape, ratio: string, count: number) =>
  intl.formatMessage(valueMessages.interviews, { ratio, count });
export const formatRatings = (intl: IntlShape, satisfaction: string, companyCount: number, vacancyCount: number) =>
  intl.formatMessage(valueMessages.ratings, { satisfaction, companyCount, vacancyCount });
