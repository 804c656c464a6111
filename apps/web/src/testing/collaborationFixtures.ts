import type { NoteRecord, PaymentTermRecord, ProductFeedbackRecord, TestimonialRecord } from '@mandate/api-client';
import type { NotePayload, PaymentTermPayload, UserProfile } from '@mandate/domain';
import type { FixtureCall, FixtureRoute } from './fixtureFetch';
import { consultants, users, vacancyId } from './fixtures';

/**
 * Server data of the collaboration screens' stories (notes, payment terms, testimonials, feedback,
 * profiles). The servers are replays: each answer is computed from the calls answered before, so a
 * story starts fresh and sees its own writes without state shared between stories.
 * Test support only: imported by stories, never by the app.
 */

const succeeded = (calls: readonly FixtureCall[], method: string, route: string) =>
  calls.filter((call) => call.method === method && call.route === route && call.status !== null && call.status < 300);

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`;

// --- Notes -------------------------------------------------------------------------------------

/** A note as the server answers it. */
export function note(
  id: number,
  content: string | null,
  author: { id: number; fullName: string },
  day: number,
  more: Partial<NoteRecord> = {},
): NoteRecord {
  return {
    id,
    content,
    type: 'job',
    linkedId: vacancyId,
    job: { id: vacancyId },
    user: null,
    candidate: null,
    candidateList: null,
    author,
    creationDate: at(day),
    updateDate: at(day),
    ...more,
  };
}

export const vacancyNotes: NoteRecord[] = [
  note(31, 'Budget confirmed by the board.\nStart no later than 1 July.', { id: users.employer.id, fullName: users.employer.name }, 12),
  note(30, 'The works council joins the second interview round.', { id: 22, fullName: 'Thomas Huber' }, 10),
];

/** `POST /note/list|create`, `PUT /note/{id}/edit` over `initial`: new notes first, edits applied. */
export function notesServer(initial: readonly NoteRecord[] = vacancyNotes): FixtureRoute[] {
  const replay = (calls: readonly FixtureCall[]) => {
    let notes = [...initial];
    for (const call of calls.filter((c) => c.status !== null && c.status < 300)) {
      const body = call.body as NotePayload;
      if (call.route === '/note/create') {
        notes = [
          note(100 + notes.length, body.content ?? null, { id: users.employer.id, fullName: users.employer.name }, 20, {
            type: body.type,
            linkedId: body.linkedId,
          }),
          ...notes,
        ];
      } else if (call.route === '/note/{id}/edit') {
        const id = Number(call.path.split('/')[2]);
        notes = notes.map((n) => (n.id === id ? { ...n, content: body.content ?? null, updateDate: at(20) } : n));
      }
    }
    return notes;
  };
  return [
    {
      method: 'POST',
      path: '/note/list',
      respond: ({ calls, body }) => {
        const query = body as { type?: string; linkedId?: number };
        const items = replay(calls).filter((n) => n.type === query.type && n.linkedId === query.linkedId);
        return { body: { items, total: items.length } };
      },
    },
    { method: 'POST', path: '/note/create', respond: ({ calls }) => ({ body: replay(calls)[0] }) },
    {
      method: 'PUT',
      path: '/note/{id}/edit',
      respond: ({ params, calls }) => ({ body: replay(calls).find((n) => n.id === Number(params['id'])) }),
    },
  ];
}

// --- Payment terms -----------------------------------------------------------------------------

export const paymentTerms: PaymentTermRecord[] = [
  { id: 1, label: '30 days net', code: 'N30', days: 30, mode: 0 },
  { id: 2, label: '60 days net', code: 'N60', days: 60, mode: 0 },
  { id: 3, label: 'Agency: 14 days', code: 'A14', days: 14, mode: 1 },
];

/** `GET /payment-term/list`, `POST create`, `PUT edit`, `DELETE delete` over `initial`. */
export function paymentTermsServer(initial: readonly PaymentTermRecord[] = paymentTerms): FixtureRoute[] {
  const replay = (calls: readonly FixtureCall[]) => {
    let terms = [...initial];
    for (const call of calls.filter((c) => c.status !== null && c.status < 300)) {
      const id = Number(call.path.split('/')[2]);
      if (call.route === '/payment-term/create')
        terms = [...terms, { id: 10 + terms.length, ...(call.body as PaymentTermPayload) } as PaymentTermRecord];
      else if (call.route === '/payment-term/{id}/edit')
        terms = terms.map((t) => (t.id === id ? ({ id, ...(call.body as PaymentTermPayload) } as PaymentTermRecord) : t));
      else if (call.route === '/payment-term/{id}/delete') terms = terms.filter((t) => t.id !== id);
    }
    return terms;
  };
  return [
    {
      method: 'GET',
      path: '/payment-term/list',
      respond: ({ calls }) => ({ body: { items: replay(calls), total: replay(calls).length } }),
    },
    {
      method: 'POST',
      path: '/payment-term/create',
      respond: ({ body, calls }) => ({ body: { id: 10 + replay(calls).length, ...(body as object) } }),
    },
    {
      method: 'PUT',
      path: '/payment-term/{id}/edit',
      respond: ({ body, params }) => ({ body: { id: Number(params['id']), ...(body as object) } }),
    },
    {
      method: 'DELETE',
      path: '/payment-term/{id}/delete',
      respond: ({ params, calls }) => ({ body: replay(calls).find((t) => t.id === Number(params['id'])) }),
    },
  ];
}

// --- Feedback ----------------------------------------------------------------------------------

export function feedbackEntry(id: number, day: number, more: Partial<ProductFeedbackRecord> = {}): ProductFeedbackRecord {
  return {
    id,
    subject: 'Filter by canton',
    category: 'feature',
    message: 'Please let us filter the vacancy list by canton.\nWe recruit in Basel and Zurich only.',
    user: { id: users.employer.id, fullName: users.employer.name, email: users.employer.username },
    creationDate: at(day),
    ...more,
  };
}

export const feedbackCategories = (locale: string) => [
  { code: 'bug', label: locale === 'de' ? 'Fehler' : 'Bug' },
  { code: 'feature', label: locale === 'de' ? 'Wunsch' : 'Feature request' },
  { code: 'other', label: locale === 'de' ? 'Anderes' : 'Other' },
];

/** 23 entries, 20 a page, newest first; `POST /user/feedback/create` adds one at the top. */
export function feedbackServer(count = 23): FixtureRoute[] {
  const entries = (calls: readonly FixtureCall[]) => {
    const sent = succeeded(calls, 'POST', '/user/feedback/create').map((call, i) =>
      feedbackEntry(500 + i, 25, {
        ...(call.body as object),
        user: { id: users.admin.id, fullName: users.admin.name, email: users.admin.username },
      }),
    );
    const older = Array.from({ length: count }, (_, i) =>
      feedbackEntry(
        count - i,
        24 - (i % 20),
        i % 3 === 1 ? { subject: null, category: 'bug', message: `The export stopped at row ${i * 100}.`, user: null } : {},
      ),
    );
    return [...sent.reverse(), ...older];
  };
  return [
    { method: 'GET', path: '/list/feedback-categories', respond: ({ locale }) => ({ body: feedbackCategories(locale) }) },
    {
      method: 'POST',
      path: '/user/feedback/list',
      respond: ({ calls, body }) => {
        const { page = 0, pageSize = 20 } = body as { page?: number; pageSize?: number };
        const all = entries(calls);
        return { body: { items: all.slice(page * pageSize, (page + 1) * pageSize), total: all.length } };
      },
    },
    { method: 'POST', path: '/user/feedback/create', respond: ({ calls }) => ({ body: entries(calls)[0] }) },
  ];
}

// --- Profiles and testimonials -----------------------------------------------------------------

/** The search consultant of the stories (Marco Rossi, `users.consultant`) as `GET /user/{id}/view` answers. */
export const consultantProfile: UserProfile = {
  id: users.consultant.id,
  username: users.consultant.username,
  fullName: users.consultant.name,
  position: 'Partner',
  organization: { id: 8, name: 'Alpine Search GmbH' },
  place: { city: 'Zürich', country: { code: 'CH', label: 'Switzerland' } },
  phone: '44 123 45 67',
  phoneCountry: { callingCode: '41' },
  roles: [{ code: 'recruiter' }],
  isPremium: true,
  rating: 4.5,
  statistics: {
    interviewRatio: 40,
    customerSatisfaction: 92,
    rollingOneYearStatistics: { interviewsCount: 12 },
    companyRatingCount: 5,
    employerRatingCount: 1,
  },
  creationDate: '2021-03-04T12:00:00.000Z',
};

/** The accepted consultant of the vacancy (Sabine Graf), as the popover loads her. */
export const acceptedConsultantProfile: UserProfile = {
  ...consultantProfile,
  id: consultants.accepted.id,
  username: 'sabine.graf@alpine-search.example',
  fullName: consultants.accepted.fullName,
  position: 'Senior Consultant',
};

export function testimonial(
  id: number,
  status: 'pending' | 'accepted' | 'rejected',
  more: Partial<TestimonialRecord> = {},
): TestimonialRecord {
  return {
    id,
    content: 'Marco understood our market at once and presented three strong candidates within two weeks.',
    status: { code: status },
    recruiter: { id: users.consultant.id },
    job: { id: vacancyId, title: 'Head of Regulatory Affairs' },
    author: { id: users.employer.id, fullName: users.employer.name, organization: 'Helvetia Pharma AG' },
    creationDate: at(10),
    updateDate: at(10),
    decisionDate: status === 'pending' ? null : at(11),
    ...more,
  };
}

export const testimonials: TestimonialRecord[] = [
  testimonial(71, 'accepted', {
    author: { id: 30, fullName: 'Peter Vogel', organization: 'Rhein Bank AG' },
    job: { id: 4800, title: 'Chief Risk Officer' },
  }),
  testimonial(72, 'pending'),
];

/** `GET /user/{id}/view` of the two consultants, `GET /user/{id}/testimonial/list` and its writes over `initial`. */
export function profileServer(initial: readonly TestimonialRecord[] = testimonials): FixtureRoute[] {
  const replay = (calls: readonly FixtureCall[]) => {
    let list = [...initial];
    for (const call of calls.filter((c) => c.status !== null && c.status < 300)) {
      const id = Number(call.path.split('/')[2]);
      if (call.route === '/testimonial/{id}/accept')
        list = list.map((t) => (t.id === id ? { ...t, status: { code: 'accepted' as const }, decisionDate: at(20) } : t));
      else if (call.route === '/testimonial/{id}/reject')
        list = list.map((t) => (t.id === id ? { ...t, status: { code: 'rejected' as const }, decisionDate: at(20) } : t));
      else if (call.route === '/testimonial/{id}/edit') list = list.map((t) => (t.id === id ? { ...t, ...(call.body as object) } : t));
      else if (call.route === '/testimonial/{id}/delete') list = list.filter((t) => t.id !== id);
      else if (call.route === '/user/{id}/testimonial/create') list = [...list, testimonial(90, 'pending', { ...(call.body as object) })];
    }
    return list;
  };
  const profiles: Record<string, UserProfile> = {
    [String(consultantProfile.id)]: consultantProfile,
    [String(acceptedConsultantProfile.id)]: acceptedConsultantProfile,
  };
  const one = (calls: readonly FixtureCall[], id: string | undefined) => replay(calls).find((t) => t.id === Number(id));
  return [
    {
      method: 'GET',
      path: '/user/{id}/view',
      respond: ({ params }) =>
        profiles[params['id']!] ? { body: profiles[params['id']!] } : { status: 404, body: 'This user does not exist.' },
    },
    {
      method: 'GET',
      path: '/user/{id}/testimonial/list',
      respond: ({ calls }) => {
        const items = replay(calls);
        return { body: { items, total: items.length } };
      },
    },
    {
      method: 'POST',
      path: '/testimonial/{id}/accept',
      respond: ({ calls, params }) => ({ body: { ...one(calls, params['id']), status: { code: 'accepted' } } }),
    },
    {
      method: 'POST',
      path: '/testimonial/{id}/reject',
      respond: ({ calls, params }) => ({ body: { ...one(calls, params['id']), status: { code: 'rejected' } } }),
    },
    {
      method: 'PUT',
      path: '/testimonial/{id}/edit',
      respond: ({ calls, params, body }) => ({ body: { ...one(calls, params['id']), ...(body as object) } }),
    },
    { method: 'DELETE', path: '/testimonial/{id}/delete', respond: ({ calls, params }) => ({ body: one(calls, params['id']) }) },
    {
      method: 'POST',
      path: '/user/{id}/testimonial/create',
      respond: ({ body }) => ({ body: testimonial(90, 'pending', body as object) }),
    },
  ];
}
