import {
  getJobShortlist,
  isApiError,
  listShortlists,
  reviewShortlistCandidate,
  viewShortlist,
  type ShortlistCandidate,
} from '@mandate/api-client';
import type { ApplicationFeedbackPayload, Id } from '@mandate/domain';
import type { CandidateFile, ShortlistCandidateFacts, ShortlistReview } from '@mandate/ui';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { tokenAtom } from '../../session/tokens';
import { messages } from './Shortlist.messages';

// The screens show these themselves (inline, with "Try again"); anything else goes to the global handler too.
const shownInline = { skipErrorHandler: [403, 404] } as const;

/** `GET /job/shortlist/list?jobId=` (0: every vacancy). */
const shortlistListQuery = queryFamily('shortlistList', (jobId: Id, api) => ({
  queryKey: queryKeys.shortlistList(jobId),
  queryFn: ({ signal }) => listShortlists(api, { jobId: jobId || null }, { ...shownInline, signal }),
}));

/** `GET /job/shortlist/{id}/view`: one shortlist with its candidates. */
const shortlistQuery = queryFamily('shortlist', (id: Id, api) => ({
  queryKey: queryKeys.shortlist(id),
  queryFn: ({ signal }) => viewShortlist(api, id, { ...shownInline, signal }),
}));

/** `GET /job/{id}/shortlist/candidates`: a vacancy's shortlisted candidates. */
const jobShortlistQuery = queryFamily('jobShortlist', (jobId: Id, api) => ({
  queryKey: queryKeys.jobShortlist(jobId),
  queryFn: ({ signal }) => getJobShortlist(api, jobId, { ...shownInline, signal }),
}));

/** A file's download address for a link the browser opens, with the session's token (001 §7.2). */
const downloadHref = (id: Id, token: string | null) => `/api/file/${id}/download${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/** The consultant's comment is rich text: the page shows its words (the server sanitised it; React escapes them). */
export function plainText(html: string | null): string | null {
  if (!html) return null;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim();
  return text || null;
}

/** One candidate as the ui widget takes it: facts, documents with links, reviews with their level's label. */
export interface ShortlistEntry {
  applicationId: Id;
  candidate: ShortlistCandidateFacts;
  documents: CandidateFile[];
  reviews: ShortlistReview[];
  /** The viewer's own review, for the dialog's start values. */
  myReview: { feedback: string; assessmentLevel: string | null } | null;
}

function entriesOf(candidates: readonly ShortlistCandidate[], token: string | null, labels: Map<string, string>, viewerId: Id | null) {
  return candidates.map((c): ShortlistEntry => ({
    applicationId: c.application.id,
    candidate: {
      fullName: c.candidate.fullName,
      status: c.application.status.code,
      position: c.candidate.position,
      employed: c.candidate.employed,
      email: c.candidate.email,
      phone: c.candidate.phone,
      place: [c.candidate.city, c.candidate.country].filter(Boolean).join(', ') || null,
      consultant: [c.consultant.fullName, c.consultant.organization].filter(Boolean).join(' · '),
      submitted: c.application.creationDate,
      comment: plainText(c.application.comment),
    },
    documents: c.documents.map((d) => ({ id: d.id, title: d.title, size: d.size, href: downloadHref(d.id, token) })),
    reviews: c.reviews.map((r) => ({
      id: r.id,
      author: r.author?.fullName ?? null,
      date: r.updateDate,
      assessment: r.assessmentLevel ? { code: r.assessmentLevel, label: labels.get(r.assessmentLevel) ?? r.assessmentLevel } : null,
      feedback: r.feedback,
    })),
    myReview: (() => {
      const mine = [...c.reviews].reverse().find((r) => viewerId !== null && r.author?.id === viewerId);
      return mine ? { feedback: mine.feedback, assessmentLevel: mine.assessmentLevel } : null;
    })(),
  }));
}

/**
 * What the page says of a failed load: null for a refusal (403, 404: the page says in its own words
 * that the shortlist does not exist or is not the viewer's), else the server's message when it gave one.
 */
const serverMessage = (error: unknown) => (isApiError(error) && error.status !== 403 && error.status !== 404 ? error.serverMessage : null);

/** The shortlist list's data (`/dashboard/shortlist`), optionally of one vacancy. */
export const shortlistListPageAtom = atomFamily((jobId: Id) => {
  const page = atom((get) => {
    const list = get(shortlistListQuery(jobId));
    return {
      items: list.data?.items ?? null,
      isPending: list.isPending,
      error: list.isError ? list.error : null,
      errorMessage: list.isError ? serverMessage(list.error) : null,
      retry: () => void list.refetch(),
    };
  });
  page.debugLabel = `shortlistListPage:${jobId}`;
  return page;
});

/** The assessment levels (`GET /list/assessment-levels`) as select options, and their labels by code. */
export const assessmentLevelsAtom = atom((get) => {
  const levels = get(selectOptionsAtom('assessment-levels'));
  return { ...levels, labels: new Map(levels.options.map((o) => [o.id, o.label])) };
});

/**
 * One shortlist's data (`?shortlist=` on the list page, `/dashboard/shortlist/{id}/print`): its
 * vacancy, sender, comment, whether the viewer reviews it, and its candidates for the widget.
 */
export const shortlistPageAtom = atomFamily((key: `${Id}:${Id | 'none'}`) => {
  const [idText, viewerText] = key.split(':') as [string, string];
  const id = Number(idText);
  const viewerId = viewerText === 'none' ? null : Number(viewerText);
  const page = atom((get) => {
    const shortlist = get(shortlistQuery(id));
    const token = get(tokenAtom);
    const { labels } = get(assessmentLevelsAtom);
    const data = shortlist.data;
    return {
      shortlist: data
        ? {
            id: data.id,
            job: data.job,
            title: data.title,
            comment: plainText(data.comment),
            createdBy: data.createdBy?.fullName ?? null,
            creationDate: data.creationDate,
            canReview: data.canReview,
          }
        : null,
      entries: data ? entriesOf(data.candidates, token, labels, viewerId) : null,
      isPending: shortlist.isPending,
      error: shortlist.isError ? shortlist.error : null,
      errorMessage: shortlist.isError ? serverMessage(shortlist.error) : null,
      retry: () => void shortlist.refetch(),
    };
  });
  page.debugLabel = `shortlistPage:${key}`;
  return page;
});

/** A vacancy's shortlisted candidates (`/dashboard/shortlist/job/{id}/print`). */
export const jobShortlistPageAtom = atomFamily((jobId: Id) => {
  const page = atom((get) => {
    const query = get(jobShortlistQuery(jobId));
    const token = get(tokenAtom);
    const { labels } = get(assessmentLevelsAtom);
    return {
      job: query.data?.job ?? null,
      entries: query.data ? entriesOf(query.data.candidates, token, labels, null) : null,
      isPending: query.isPending,
      error: query.isError ? query.error : null,
      errorMessage: query.isError ? serverMessage(query.error) : null,
      retry: () => void query.refetch(),
    };
  });
  page.debugLabel = `jobShortlistPage:${jobId}`;
  return page;
});

/** `POST /job/shortlist/{id}/review`: the viewer's review of one candidate; the shortlist and the list refetch. */
export const reviewShortlistCandidateAtom = actionAtom({
  debugLabel: 'reviewShortlistCandidate',
  run: (
    api,
    { shortlistId, applicationId, payload }: { shortlistId: Id; applicationId: Id; payload: ApplicationFeedbackPayload },
    options,
  ) =>
    reviewShortlistCandidate(
      api,
      shortlistId,
      { applicationId, feedback: payload.feedback, assessmentLevel: (payload.assessmentLevel as never) ?? null },
      options,
    ),
  invalidates: () => [queryKeys.shortlistsAll],
  notice: () => ({ message: messages.reviewSaved }),
});
