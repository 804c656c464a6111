import {
  createShortlist,
  createShortlistRecipient,
  getVacancy,
  isApiError,
  listApplications,
  listOrganizationMembers,
  listShortlists,
  type OrganizationMember,
} from '@mandate/api-client';
import { shortlistStatuses, type Id, type ShortlistCreatePayload } from '@mandate/domain';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { messages } from './ShortlistCompose.messages';

// The page shows these itself (inline, with "Try again"); anything else goes to the global handler too.
const shownInline = { skipErrorHandler: [403, 404] } as const;

/** The statuses of applications that can go on a shortlist: the shortlist statuses (001 §9) still in the running. */
export const shortlistableStatuses = shortlistStatuses.filter((s) => s !== 'rejected');

/** The most applications the page offers (the list call's page limit). */
const APPLICATION_LIMIT = 200;

/** `GET /job/{id}/view`: the vacancy (title, organisation, the actions the viewer may take). */
const vacancyQuery = queryFamily('shortlistVacancy', (id: Id, api) => ({
  queryKey: queryKeys.vacancy(id),
  queryFn: ({ signal }) => getVacancy(api, id, { ...shownInline, signal }),
}));

/** `POST /application/list`: the vacancy's applications that can go on a shortlist, newest first. */
const applicationsQuery = queryFamily('shortlistApplications', (jobId: Id, api) => ({
  queryKey: queryKeys.shortlistApplications(jobId),
  queryFn: ({ signal }) =>
    listApplications(
      api,
      { jobId, status: [...shortlistableStatuses], sortBy: 'creationDate', sortOrder: 'DESC', pageSize: APPLICATION_LIMIT },
      { ...shownInline, signal },
    ),
}));

/** `GET /organization/{id}/member/list`: the users of the vacancy's organisation (the possible reviewers). */
const membersQuery = queryFamily('organizationMembers', (organizationId: Id, api) => ({
  queryKey: queryKeys.organizationMembers(organizationId),
  queryFn: ({ signal }) => listOrganizationMembers(api, organizationId, { ...shownInline, signal }),
}));

/** `GET /job/shortlist/list?jobId=`: the vacancy's shortlists (the same query as the shortlist page's). */
const sentQuery = queryFamily('shortlistList', (jobId: Id, api) => ({
  queryKey: queryKeys.shortlistList(jobId),
  queryFn: ({ signal }) => listShortlists(api, { jobId: jobId || null }, { ...shownInline, signal }),
}));

/** One application as the page's table shows it. */
export interface ShortlistApplicationRow {
  id: Id;
  candidate: string;
  status: (typeof shortlistableStatuses)[number];
  consultant: string;
  submitted: string | null;
}

/** One possible reviewer: an active member of the vacancy's organisation. */
export interface RecipientOption {
  id: Id;
  name: string;
  position: string | null;
}

const isReviewer = (member: OrganizationMember, viewerId: Id | null) =>
  member.id !== viewerId && member.status.code === 'active' && member.membershipStatus.code === 'active';

/** What the page says of a failed load: the server's message unless it is a refusal the page words itself. */
const serverMessage = (error: unknown) => (isApiError(error) && error.status !== 403 && error.status !== 404 ? error.serverMessage : null);

/**
 * The compose page's data (`/dashboard/shortlist/job/{id}/create`): the vacancy, its applications
 * that can go on a shortlist, the reviewers to choose from, and the vacancy's sent shortlists.
 * Keyed `jobId:viewerId` (the viewer is left out of the reviewers).
 */
export const shortlistComposePageAtom = atomFamily((key: `${Id}:${Id | 'none'}`) => {
  const [jobText, viewerText] = key.split(':') as [string, string];
  const jobId = Number(jobText);
  const viewerId = viewerText === 'none' ? null : Number(viewerText);
  const page = atom((get) => {
    const vacancy = get(vacancyQuery(jobId));
    const applications = get(applicationsQuery(jobId));
    const sent = get(sentQuery(jobId));
    const organizationId = vacancy.data?.authoredBy.organization?.id ?? null;
    const members = organizationId ? get(membersQuery(organizationId)) : null;
    const failed = [vacancy, applications, sent].find((q) => q.isError) ?? null;
    return {
      vacancy: vacancy.data
        ? {
            id: vacancy.data.id,
            title: vacancy.data.title,
            organizationId,
            canSend: vacancy.data.actions.includes('review-shortlist'),
          }
        : null,
      applications: applications.data
        ? applications.data.items.map((a): ShortlistApplicationRow => ({
            id: a.id,
            candidate: a.candidate.fullName,
            status: a.status.code as ShortlistApplicationRow['status'],
            consultant: [a.recruiter.fullName, a.recruiter.organization?.name].filter(Boolean).join(' · '),
            submitted: a.creationDate,
          }))
        : null,
      applicationTotal: applications.data?.total ?? 0,
      recipients: members?.data
        ? members.data.items
            .filter((m) => isReviewer(m, viewerId))
            .map((m): RecipientOption => ({ id: m.id, name: m.name, position: m.position }))
        : null,
      recipientsLoading: members?.isPending ?? !vacancy.data,
      sent: sent.data?.items ?? null,
      error: failed ? failed.error : null,
      errorMessage: failed ? serverMessage(failed.error) : null,
      retry: () => {
        for (const q of [vacancy, applications, sent]) if (q.isError) void q.refetch();
      },
    };
  });
  page.debugLabel = `shortlistComposePage:${key}`;
  return page;
});

/**
 * `POST /user/create-shortlist-recipient`: a reviewer given by e-mail address — a new line manager of
 * the viewer's company, or the colleague with that address. The same address answers the same user
 * again, so sending again after a refusal adds nobody twice. The organisation's members refetch.
 */
export const addShortlistRecipientAtom = actionAtom({
  debugLabel: 'addShortlistRecipient',
  run: (api, { email }: { email: string; organizationId: Id | null }, options) =>
    createShortlistRecipient(api, { email, firstName: null, lastName: null }, options),
  invalidates: ({ organizationId }) => (organizationId ? [queryKeys.organizationMembers(organizationId)] : []),
});

/** `POST /job/{id}/shortlist/create`: sends the shortlist; the vacancy's shortlists refetch. */
export const sendShortlistAtom = actionAtom({
  debugLabel: 'sendShortlist',
  run: (api, { jobId, payload }: { jobId: Id; payload: ShortlistCreatePayload }, options) => createShortlist(api, jobId, payload, options),
  invalidates: () => [queryKeys.shortlistsAll],
  notice: () => ({ message: messages.sent }),
});
