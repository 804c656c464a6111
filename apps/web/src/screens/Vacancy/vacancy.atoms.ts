import {
  acceptInvitation,
  approveJobRecruiter,
  cancelVacancy,
  declineInvitation,
  deleteDraftVacancy,
  getInvitationTemplate,
  getVacancy,
  getVacancyHistory,
  inviteJobRecruiters,
  getVacancyMenu,
  listUsers,
  listVacancyJobRecruiters,
  putVacancyOnHold,
  reactivateJobRecruiter,
  reactivateVacancy,
  rejectJobRecruiter,
  renderInvitationTemplate,
  reopenVacancy,
  republishVacancy,
  requestJobRecruiter,
  requestTestimonial,
  toggleAcceptingCandidates,
  toggleAcceptingHeadhunters,
  withdrawInvitation,
  withdrawJobRecruiter,
  type HistoryEntry,
  type VacancyJobRecruiter,
} from '@mandate/api-client';
import {
  jobRecruiterDisplayStatus,
  type ApplyPayload,
  type CancelVacancyPayload,
  type ConsultantSearchFilters,
  type DeclineInvitationPayload,
  type Id,
  type InvitePayload,
  type Locale,
  type JobAction,
  type JobRecruiterAction,
  type JobRecruiterStatus,
  type JobStatus,
  type OnHoldPayload,
  type ReasonCode,
  type RejectRecruiterPayload,
  type SearchConsultantListItem,
  type StatusCommentPayload,
  type TogglePayload,
  type WithdrawRecruiterPayload,
} from '@mandate/domain';
import { atomFamily } from 'jotai-family';
import { atom } from 'jotai';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { apiAtom } from '../../session/tokens';
import { messages } from './VacancyView.messages';

// The view shows these itself (inline, with "Try again"); anything else goes to the global handler too.
const shownInline = { skipErrorHandler: [403, 404] } as const;

/** `GET /job/{id}/view`. */
const vacancyQuery = queryFamily('vacancy', (id: Id, api) => ({
  queryKey: queryKeys.vacancy(id),
  queryFn: ({ signal }) => getVacancy(api, id, { ...shownInline, signal }),
}));

/** `GET /job/{id}/menu`: what the viewer may do now, and why not (domain decides on the server). */
const vacancyMenuQuery = queryFamily('vacancyMenu', (id: Id, api) => ({
  queryKey: queryKeys.vacancyMenu(id),
  queryFn: ({ signal }) => getVacancyMenu(api, id, { ...shownInline, signal }),
}));

/** `GET /job/{id}/job-recruiter`: the consultants on the vacancy, each with the viewer's actions (the server's domain machine). */
const vacancyRecruitersQuery = queryFamily('vacancyRecruiters', (id: Id, api) => ({
  queryKey: queryKeys.vacancyRecruiters(id),
  queryFn: ({ signal }) => listVacancyJobRecruiters(api, id, { ...shownInline, signal }),
}));

/** `GET /job/{id}/history`: every status change of the vacancy and of its consultants. */
const vacancyHistoryQuery = queryFamily('vacancyHistory', (id: Id, api) => ({
  queryKey: queryKeys.vacancyHistory(id),
  queryFn: ({ signal }) => getVacancyHistory(api, id, { ...shownInline, signal }),
}));

/** One entry of the actions menu as the server answered it. */
export interface VacancyMenuEntry {
  action: JobAction;
  /** Why it is not possible now; absent when allowed. */
  reason?: ReasonCode;
}

/** The vacancy page's data: the vacancy, its menu, and the state of loading them. */
export const vacancyPageAtom = atomFamily((id: Id) => {
  const page = atom((get) => {
    const vacancy = get(vacancyQuery(id));
    const menu = get(vacancyMenuQuery(id));
    const entries: VacancyMenuEntry[] = menu.data
      ? [
          ...menu.data.job.map((action) => ({ action })),
          ...Object.entries(menu.data.reasons).map(([action, reason]) => ({ action: action as JobAction, reason })),
        ]
      : [];
    return {
      vacancy: vacancy.data,
      menu: entries,
      /** A consultant's own actions on the vacancy (request, accept…), as the server answered them; empty for others. */
      ownActions: menu.data?.jobRecruiter ?? [],
      isPending: vacancy.isPending,
      /** The view failed: the error for the inline alert (its server message, when any). */
      error: vacancy.isError ? vacancy.error : null,
      isRefetching: vacancy.isFetching && !vacancy.isPending,
      retry: () => {
        void vacancy.refetch();
        void menu.refetch();
      },
    };
  });
  page.debugLabel = `vacancyPage:${id}`;
  return page;
});

/** A consultant on the vacancy as the consultants tab shows them. */
export interface VacancyConsultant extends VacancyJobRecruiter {
  /** The status shown to people (000 §4 table). */
  shownStatus: ReturnType<typeof jobRecruiterDisplayStatus>;
}

/** The consultants tab: the consultants on the vacancy (a consultant sees only themself) and their state of loading. */
export const vacancyConsultantsAtom = atomFamily((id: Id) => {
  const consultants = atom((get) => {
    const query = get(vacancyRecruitersQuery(id));
    const items: VacancyConsultant[] = (query.data?.items ?? []).map((item) => ({
      ...item,
      shownStatus: jobRecruiterDisplayStatus(item.status.code, item.lastStatus.source.code),
    }));
    return {
      items,
      isPending: query.isPending,
      error: query.isError ? query.error : null,
      retry: () => void query.refetch(),
    };
  });
  consultants.debugLabel = `vacancyConsultants:${id}`;
  return consultants;
});

/**
 * The search consultants to rate when the vacancy is cancelled (001 §2.5): those accepted on it who
 * supplied candidates (the server takes ratings of accepted consultants only).
 */
export const vacancySuppliersAtom = atomFamily((id: Id) => {
  const suppliers = atom((get) => {
    const query = get(vacancyRecruitersQuery(id));
    return {
      consultants: (query.data?.items ?? [])
        .filter((item) => item.status.code === 'accepted' && item.candidatesCount > 0)
        .map((item) => ({ id: item.recruiter.id, fullName: item.recruiter.fullName })),
      isLoading: query.isPending,
    };
  });
  suppliers.debugLabel = `vacancySuppliers:${id}`;
  return suppliers;
});

/** The reference list of the reasons an action's history entry names, by action. */
const reasonListOf: Readonly<Record<string, string>> = {
  hold: 'job-on-hold-reasons',
  cancel: 'job-cancel-reasons',
  'decline-invitation': 'invitation-decline-reasons',
  withdraw: 'recruiter-withdraw-reasons',
};

/** One entry of the history tab, its codes resolved to what the page shows. */
export type VacancyHistoryEntry = Omit<HistoryEntry, 'reason'> & {
  /** The consultant the entry is about (job-recruiter entries); `null` for the vacancy's own entries. */
  consultantName: string | null;
  /** The status after the change, for its badge. */
  shown: { kind: 'job'; status: JobStatus } | { kind: 'consultant'; status: ReturnType<typeof jobRecruiterDisplayStatus> };
  /** The reason's label from its reference list (the code while the list loads or when it is not in it). */
  reason: string | null;
};

/** The history tab: the vacancy's and its consultants' status changes, newest first (not those of applications). */
export const vacancyHistoryAtom = atomFamily((id: Id) => {
  const history = atom((get) => {
    const query = get(vacancyHistoryQuery(id));
    // The vacancy's and its consultants' entries; those of applications belong to the application pipeline.
    const entries = (query.data?.items ?? []).filter((entry) => entry.entityType === 'job' || entry.entityType === 'job-recruiter');
    const hasConsultantEntries = entries.some((entry) => entry.entityType === 'job-recruiter');
    // The consultants' names come from the consultants list: the tab waits for it (a failed list leaves the names out).
    const recruitersQuery = hasConsultantEntries ? get(vacancyRecruitersQuery(id)) : null;
    const names = new Map((recruitersQuery?.data?.items ?? []).map((item) => [item.id, item.recruiter.fullName]));
    const reasonLabels = new Map<string, string>();
    for (const list of new Set(
      entries.flatMap((entry) => (entry.reason && reasonListOf[entry.action] ? [reasonListOf[entry.action]!] : [])),
    )) {
      for (const option of get(selectOptionsAtom(list)).options) reasonLabels.set(`${list}:${option.id}`, option.label);
    }
    const items: VacancyHistoryEntry[] = entries
      .map((entry) => {
        const list = reasonListOf[entry.action];
        const consultant = entry.entityType === 'job-recruiter';
        return {
          ...entry,
          consultantName: consultant ? (names.get(entry.entityId) ?? null) : null,
          shown: consultant
            ? {
                kind: 'consultant' as const,
                status: jobRecruiterDisplayStatus(entry.status.code as JobRecruiterStatus, entry.source?.code ?? null),
              }
            : { kind: 'job' as const, status: entry.status.code as JobStatus },
          reason: entry.reason ? ((list && reasonLabels.get(`${list}:${entry.reason}`)) ?? entry.reason) : null,
        };
      })
      .reverse();
    return {
      items,
      isPending: query.isPending || (recruitersQuery?.isPending ?? false),
      error: query.isError ? query.error : null,
      retry: () => void query.refetch(),
    };
  });
  history.debugLabel = `vacancyHistory:${id}`;
  return history;
});

// --- The vacancy's own actions (the actions menu) ---------------------------------------------

/** Everything of the vacancy (view, menu, consultants, history) is stale after any action on it. */
const vacancyChanged = ({ id }: { id: Id }) => [queryKeys.vacancyAll(id)];

/** `PUT /job/{id}/on-hold` (001 §2.5): puts the vacancy on hold; the page refetches view and menu. */
export const putVacancyOnHoldAtom = actionAtom({
  debugLabel: 'putVacancyOnHold',
  run: (api, { id, payload }: { id: Id; payload: OnHoldPayload }, options) => putVacancyOnHold(api, id, payload, options),
  invalidates: vacancyChanged,
  notice: () => ({ message: messages.onHoldDone }),
});

/** `PUT /job/{id}/cancel` (001 §2.5): reason, comment, copy, (admins) no notifications, ratings of the suppliers. */
export const cancelVacancyAtom = actionAtom({
  debugLabel: 'cancelVacancy',
  run: (api, { id, payload }: { id: Id; payload: CancelVacancyPayload }, options) => cancelVacancy(api, id, payload, options),
  invalidates: vacancyChanged,
  notice: () => ({ message: messages.cancelDone }),
});

/** `PUT /job/{id}/reactivate`: a vacancy on hold (admins: a cancelled one) is active again. */
export const reactivateVacancyAtom = actionAtom({
  debugLabel: 'reactivateVacancy',
  run: (api, { id, payload }: { id: Id; payload: StatusCommentPayload }, options) => reactivateVacancy(api, id, payload, options),
  invalidates: vacancyChanged,
  notice: () => ({ message: messages.reactivateDone }),
});

/** `PUT /job/{id}/reopen`: an admin reopens a closed vacancy. */
export const reopenVacancyAtom = actionAtom({
  debugLabel: 'reopenVacancy',
  run: (api, { id, payload }: { id: Id; payload: StatusCommentPayload }, options) => reopenVacancy(api, id, payload, options),
  invalidates: vacancyChanged,
  notice: () => ({ message: messages.reopenDone }),
});

/** `PUT /job/{id}/republish`: an expired vacancy is published again. */
export const republishVacancyAtom = actionAtom({
  debugLabel: 'republishVacancy',
  run: (api, { id, payload }: { id: Id; payload: StatusCommentPayload }, options) => republishVacancy(api, id, payload, options),
  invalidates: vacancyChanged,
  notice: () => ({ message: messages.republishDone }),
});

/** `PUT /job/{id}/accepting-candidates` with the new value. */
export const toggleAcceptingCandidatesAtom = actionAtom({
  debugLabel: 'toggleAcceptingCandidates',
  run: (api, { id, payload }: { id: Id; payload: Required<TogglePayload> }, options) =>
    toggleAcceptingCandidates(api, id, payload, options),
  invalidates: vacancyChanged,
  notice: ({ payload }) => ({ message: payload.value ? messages.acceptingCandidatesOnDone : messages.acceptingCandidatesOffDone }),
});

/** `PUT /job/{id}/accepting-headhunters` with the new value. */
export const toggleAcceptingHeadhuntersAtom = actionAtom({
  debugLabel: 'toggleAcceptingHeadhunters',
  run: (api, { id, payload }: { id: Id; payload: Required<TogglePayload> }, options) =>
    toggleAcceptingHeadhunters(api, id, payload, options),
  invalidates: vacancyChanged,
  notice: ({ payload }) => ({ message: payload.value ? messages.acceptingHeadhuntersOnDone : messages.acceptingHeadhuntersOffDone }),
});

/** `DELETE /job/{id}/delete-draft`: the page leaves for the dashboard, so nothing of it is refetched. */
export const deleteDraftAtom = actionAtom({
  debugLabel: 'deleteDraft',
  run: (api, { id }: { id: Id }, options) => deleteDraftVacancy(api, id, options),
  invalidates: () => [],
  notice: () => ({ message: messages.deleteDraftDone }),
});

// --- Actions on a consultant's relation to the vacancy (the consultants tab) -------------------

/** What a consultant action names: the vacancy (to refetch), the relation, and the consultant (for the notice). */
interface OnRelation<P> {
  vacancyId: Id;
  relationId: Id;
  name: string;
  payload: P;
}
/** The vacancy's page, and the home lists and counters: the workflow opens and closes tasks with each change. */
const relationChanged = ({ vacancyId }: { vacancyId: Id }) => [queryKeys.vacancyAll(vacancyId), queryKeys.homeAll, queryKeys.countersAll];

/** `PUT /job-recruiter/{id}/approve`: the employer accepts a consultant's request. */
export const approveConsultantAtom = actionAtom({
  debugLabel: 'approveConsultant',
  run: (api, { relationId, payload }: OnRelation<StatusCommentPayload>, options) => approveJobRecruiter(api, relationId, payload, options),
  invalidates: relationChanged,
  notice: ({ name }) => ({ message: messages.approveDone, values: { name } }),
});

/** `PUT /job-recruiter/{id}/reject` (001 §2.5): reason text, copy to the consultant. */
export const rejectConsultantAtom = actionAtom({
  debugLabel: 'rejectConsultant',
  run: (api, { relationId, payload }: OnRelation<RejectRecruiterPayload>, options) => rejectJobRecruiter(api, relationId, payload, options),
  invalidates: relationChanged,
  notice: ({ name }) => ({ message: messages.rejectDone, values: { name } }),
});

/** `PUT /job-recruiter/{id}/reactivate`: a rejected consultant is accepted again. */
export const reactivateConsultantAtom = actionAtom({
  debugLabel: 'reactivateConsultant',
  run: (api, { relationId, payload }: OnRelation<StatusCommentPayload>, options) =>
    reactivateJobRecruiter(api, relationId, payload, options),
  invalidates: relationChanged,
  notice: ({ name }) => ({ message: messages.reactivateConsultantDone, values: { name } }),
});

/** `PUT /job-recruiter/{id}/withdraw-invitation`: the employer withdraws an open invitation. */
export const withdrawInvitationAtom = actionAtom({
  debugLabel: 'withdrawInvitation',
  run: (api, { relationId, payload }: OnRelation<StatusCommentPayload>, options) => withdrawInvitation(api, relationId, payload, options),
  invalidates: relationChanged,
  notice: ({ name }) => ({ message: messages.withdrawInvitationDone, values: { name } }),
});

/** `PUT /job-recruiter/{id}/request-testimonial`: an accepted consultant asks the employer for a testimonial. */
export const requestTestimonialAtom = actionAtom({
  debugLabel: 'requestTestimonial',
  run: (api, { relationId, payload }: OnRelation<StatusCommentPayload>, options) => requestTestimonial(api, relationId, payload, options),
  invalidates: relationChanged,
  notice: () => ({ message: messages.requestTestimonialDone }),
});

/** `PUT /job-recruiter/{id}/withdraw`: the consultant stops working on the vacancy. */
export const withdrawFromVacancyAtom = actionAtom({
  debugLabel: 'withdrawFromVacancy',
  run: (api, { relationId, payload }: OnRelation<WithdrawRecruiterPayload>, options) =>
    withdrawJobRecruiter(api, relationId, payload, options),
  invalidates: relationChanged,
  notice: () => ({ message: messages.withdrawDone }),
});

/** `POST /job/{id}/job-recruiter/invitation/accept`: the invited consultant accepts with a cover letter. */
export const acceptInvitationAtom = actionAtom({
  debugLabel: 'acceptInvitation',
  run: (api, { vacancyId, payload }: { vacancyId: Id; payload: ApplyPayload }, options) =>
    acceptInvitation(api, vacancyId, payload, options),
  invalidates: relationChanged,
  notice: () => ({ message: messages.acceptInvitationDone }),
});

/** `POST /job/{id}/job-recruiter/invitation/decline` (001 §2.5): reason, comment, copy to the employer. */
export const declineInvitationAtom = actionAtom({
  debugLabel: 'declineInvitation',
  run: (api, { vacancyId, payload }: { vacancyId: Id; payload: DeclineInvitationPayload }, options) =>
    declineInvitation(api, vacancyId, payload, options),
  invalidates: relationChanged,
  notice: () => ({ message: messages.declineInvitationDone }),
});

/** `POST /job/{id}/job-recruiter/request`: a consultant applies to work on the vacancy with a cover letter. */
export const requestVacancyAtom = actionAtom({
  debugLabel: 'requestVacancy',
  run: (api, { vacancyId, payload }: { vacancyId: Id; payload: ApplyPayload }, options) =>
    requestJobRecruiter(api, vacancyId, payload, options),
  invalidates: relationChanged,
  notice: () => ({ message: messages.requestDone }),
});

/** The consultant actions the page carries out, each with the dialog it opens. */
export const consultantActions = [
  'approve',
  'reject',
  'reactivate',
  'withdraw-invitation',
  'request-testimonial',
  'testimonial',
  'accept-invitation',
  'decline-invitation',
  'withdraw',
] as const satisfies readonly JobRecruiterAction[];
export type ConsultantAction = (typeof consultantActions)[number];
export const isConsultantAction = (action: JobRecruiterAction): action is ConsultantAction =>
  (consultantActions as readonly JobRecruiterAction[]).includes(action);

// --- Inviting consultants (the invite stepper of the actions menu) ---------------------------------

/**
 * `POST /user/list` for the invite stepper's picker: active search consultants with their invitation
 * counts, the picker's filters, sort and page; consultants blacklisted by the vacancy's company left out.
 */
export const loadInvitableConsultantsAtom = atom(
  null,
  async (get, _set, { companyId, query }: { companyId: Id | null; query: ConsultantSearchFilters }) => {
    const page = await listUsers(get(apiAtom), {
      ...query,
      roles: ['recruiter'],
      withInvitations: true,
      excludeCompanyBlacklist: companyId,
    });
    // The list's entries carry everything the picker's rows and the chosen cards show.
    return { items: page.items as unknown as SearchConsultantListItem[], total: page.total };
  },
);
loadInvitableConsultantsAtom.debugLabel = 'loadInvitableConsultants';

/** `GET /notification-template/invite?language=&jobId=`: the invitation template (the company's own where it has one) and its default text. */
export const loadInviteTemplateAtom = atom(null, async (get, _set, { vacancyId, language }: { vacancyId: Id; language: Locale }) => {
  const template = await getInvitationTemplate(get(apiAtom), 'invite', { language, jobId: vacancyId });
  // The template is the mail around the invitation text (`{{comment}}`): the stepper's text starts from its default.
  return { subject: template.subject, body: template.defaultComment ?? '' };
});
loadInviteTemplateAtom.debugLabel = 'loadInviteTemplate';

/** `POST /notification-template/invite/render`: the invitation as its first recipient receives it. */
export const renderInvitationAtom = atom(
  null,
  async (get, _set, request: { vacancyId: Id; recipient: Id; language: Locale; comment: string | null }) => {
    const rendered = await renderInvitationTemplate(get(apiAtom), 'invite', {
      jobId: request.vacancyId,
      recipient: request.recipient,
      language: request.language,
      comment: request.comment ?? undefined,
      template: null,
    });
    return { subject: rendered.subject, html: rendered.html };
  },
);
renderInvitationAtom.debugLabel = 'renderInvitation';

/** `POST /job/{id}/job-recruiter/invite` (001 §2.5): the chosen consultants are invited; the consultants tab refetches. */
export const inviteConsultantsAtom = actionAtom({
  debugLabel: 'inviteConsultants',
  run: (api, { id, payload }: { id: Id; payload: InvitePayload }, options) => inviteJobRecruiters(api, id, payload, options),
  invalidates: vacancyChanged,
  notice: ({ payload }) => ({ message: messages.inviteDone, values: { count: payload.recruiters.length } }),
});
