import {
  acceptTestimonial,
  createTestimonial,
  deleteTestimonial,
  editTestimonial,
  listTestimonials,
  rejectTestimonial,
  viewUser,
  type TestimonialRecord,
} from '@mandate/api-client';
import { isRecruiter, type Id, type TestimonialCreatePayload, type TestimonialEditPayload } from '@mandate/domain';
import { atomFamily } from 'jotai-family';
import { atom } from 'jotai';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { currentUserAtom } from '../../session/session';
import { messages } from './Profile.messages';

// The page says these itself (inline, with "Try again"); anything else the global handler announces.
const shownInline = { skipErrorHandler: [403, 404] } as const;

/** `GET /user/{id}/view`. */
const profileQuery = queryFamily('profile', (id: Id, api) => ({
  queryKey: queryKeys.user(id),
  queryFn: ({ signal }) => viewUser(api, id, [], { ...shownInline, signal }),
}));

/** `GET /user/{id}/testimonial/list`: accepted ones; all for the consultant, their authors and admins (the server decides). */
const testimonialsQuery = queryFamily('testimonials', (id: Id, api) => ({
  queryKey: queryKeys.testimonials(id),
  queryFn: ({ signal }) => listTestimonials(api, id, { skipErrorHandler: true, signal }),
}));

/** The profile of a user: `undefined` while it loads (the user popover reads it too). */
export const profileAtom = atomFamily((id: Id) => {
  const profile = atom((get) => get(profileQuery(id)).data);
  profile.debugLabel = `profileView:${id}`;
  return profile;
});

/** The profile page's data: the user, whether it is the viewer's own, and the state of loading. */
export const profilePageAtom = atomFamily((id: Id) => {
  const page = atom((get) => {
    const query = get(profileQuery(id));
    const viewer = get(currentUserAtom).data;
    return {
      user: query.data,
      viewer,
      isOwn: viewer?.id === id,
      isPending: query.isPending,
      error: query.isError ? query.error : null,
      retry: () => void query.refetch(),
    };
  });
  page.debugLabel = `profilePage:${id}`;
  return page;
});

/** A testimonial as the profile shows it: what the viewer may do with it. */
export interface ShownTestimonial extends TestimonialRecord {
  /** The consultant (or an admin) decides on a pending one. */
  canDecide: boolean;
  /** Its author changes or deletes it while it is pending (admins always). */
  canChange: boolean;
}

/** A consultant's testimonials, split as the profile shows them; the server decided which the viewer reads. */
export const testimonialsAtom = atomFamily((id: Id) => {
  const testimonials = atom((get) => {
    const query = get(testimonialsQuery(id));
    const viewer = get(currentUserAtom).data;
    const admin = Boolean(viewer?.roles.some((role) => role.code === 'content-admin' || role.code === 'sales-admin'));
    const items: ShownTestimonial[] = (query.data?.items ?? []).map((item) => ({
      ...item,
      canDecide: item.status.code === 'pending' && (viewer?.id === id || admin),
      canChange: admin || (item.author?.id === viewer?.id && item.status.code === 'pending'),
    }));
    return {
      accepted: items.filter((item) => item.status.code === 'accepted'),
      /** Pending and rejected ones: only the consultant, their authors and admins get them. */
      others: items.filter((item) => item.status.code !== 'accepted'),
      isPending: query.isPending,
      error: query.isError ? query.error : null,
      retry: () => void query.refetch(),
    };
  });
  testimonials.debugLabel = `testimonials:${id}`;
  return testimonials;
});

/** Whether a profile is a search consultant's (testimonials are theirs). */
export const isConsultantProfile = (user: { roles?: readonly { code: string }[] | null } | undefined) =>
  Boolean(user && isRecruiter({ roles: (user.roles ?? []) as never }));

/** `POST /user/{id}/testimonial/create`: the employer side writes one for a consultant accepted on the vacancy. */
export const writeTestimonialAtom = actionAtom({
  debugLabel: 'writeTestimonial',
  run: (api, { consultantId, payload }: { consultantId: Id; payload: TestimonialCreatePayload }, options) =>
    createTestimonial(api, consultantId, payload, options),
  invalidates: ({ consultantId }) => [queryKeys.testimonials(consultantId)],
  notice: () => ({ message: messages.testimonialSent }),
});

/** `PUT /testimonial/{id}/edit`. */
export const editTestimonialAtom = actionAtom({
  debugLabel: 'editTestimonial',
  run: (api, { id, payload }: { id: Id; consultantId: Id; payload: TestimonialEditPayload }, options) =>
    editTestimonial(api, id, payload, options),
  invalidates: ({ consultantId }) => [queryKeys.testimonials(consultantId)],
  notice: () => ({ message: messages.testimonialSaved }),
});

/** `DELETE /testimonial/{id}/delete`. */
export const deleteTestimonialAtom = actionAtom({
  debugLabel: 'deleteTestimonial',
  run: (api, { id }: { id: Id; consultantId: Id }, options) => deleteTestimonial(api, id, options),
  invalidates: ({ consultantId }) => [queryKeys.testimonials(consultantId)],
  notice: () => ({ message: messages.testimonialDeleted }),
});

/** `POST /testimonial/{id}/accept` or `/reject`: the consultant decides; accepted ones show on the profile. */
export const decideTestimonialAtom = actionAtom({
  debugLabel: 'decideTestimonial',
  run: (api, { id, accept }: { id: Id; consultantId: Id; accept: boolean }, options) =>
    accept ? acceptTestimonial(api, id, options) : rejectTestimonial(api, id, options),
  invalidates: ({ consultantId }) => [queryKeys.testimonials(consultantId)],
  notice: ({ accept }) => ({ message: accept ? messages.testimonialAccepted : messages.testimonialRejected }),
});
