/** The product's slug in `/dashboard/index/my-{product}`. */
export const PRODUCT = 'mandate';

type RouteId = number | string;

/** Paths of the public pages (001 §2.3) by key; their titles are in `publicPages.messages.ts`. */
export const publicPagePaths = {
  aboutUs: '/about-us',
  employer: '/employer',
  employersBenefits: '/employers-benefits',
  employerServiceOptions: '/employer-service-options',
  agencies: '/agencies',
  headhuntersBenefits: '/headhunters-benefits',
  whyProduct: `/why-${PRODUCT}`,
  searchConsultantsServiceOptions: '/search-consultants-service-options',
  seco: '/seco',
  privacy: '/privacy',
  codeOfConduct: '/code-of-conduct',
  impressum: '/impressum',
} as const;
export type PublicPageKey = keyof typeof publicPagePaths;

/** Only same-site paths are followed after login (no `//host` or `https://`). */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/** The tabs of the vacancy page (`?tab=`), the first being the default. */
export const vacancyTabs = ['consultants', 'history', 'applications', 'candidate-lists'] as const;
export type VacancyTab = (typeof vacancyTabs)[number];

/** The route builders of 001 §2.2, and the public and account routes of §2.1. */
export const paths = {
  home: () => '/',
  login: (redirectUrl?: string) => (redirectUrl ? `/account/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/account/login'),
  publicPage: (key: PublicPageKey) => publicPagePaths[key],
  myDashboard: () => `/dashboard/index/my-${PRODUCT}`,
  vacancy: (id: RouteId, tab?: VacancyTab) => `/dashboard/vacancy/${id}/view${tab ? `?tab=${tab}` : ''}`,
  /** Not named by the specs (issue 15 §3): a new vacancy, and the edit of one. */
  vacancyCreate: () => '/dashboard/vacancy/create',
  vacancyEdit: (id: RouteId) => `/dashboard/vacancy/${id}/edit`,
  monitoring: () => '/dashboard/monitoring',
  /** The vacancy list (no route in the spec): filters, sort and page as its query (`?q=…&tab=active`). */
  vacancies: (query?: string) => `/dashboard/vacancies${query ? `?${query}` : ''}`,
  shortlist: () => '/dashboard/shortlist',
  /** The employer's compose-and-send page of a vacancy's shortlist (not a spec route: issue 16 §6). */
  shortlistCreate: (jobId: RouteId) => `/dashboard/shortlist/job/${jobId}/create`,
  shortlistJobPrint: (jobId: RouteId) => `/dashboard/shortlist/job/${jobId}/print`,
  shortlistPrint: (id: RouteId) => `/dashboard/shortlist/${id}/print`,
  candidate: (id: RouteId) => `/dashboard/candidate/${id}/view`,
  /** "My candidates" (not named by the spec): the consultant's candidates, with `?search=&status=&page=`. */
  candidates: () => '/dashboard/candidate/list',
  candidateCreate: () => '/dashboard/candidate/create',
  candidateEdit: (id: RouteId) => `/dashboard/candidate/${id}/edit`,
  candidateApplicationCreate: (jobId: RouteId, candidateId?: RouteId | null) =>
    `/dashboard/candidate/application/create?job=${jobId}${candidateId != null ? `&candidate=${candidateId}` : ''}`,
  profile: (id: RouteId) => `/dashboard/profile/${id}/view`,
  profileEdit: (id: RouteId) => `/dashboard/profile/${id}/edit`,
  profileSettings: (id: RouteId) => `/dashboard/profile/${id}/settings`,
  organization: (id: RouteId) => `/dashboard/profile/${id}/organization/view`,
  organizationEdit: (id: RouteId, orgId: RouteId) => `/dashboard/profile/${id}/organization/${orgId}/edit`,
  subscription: (id: RouteId) => `/dashboard/profile/${id}/subscription`,
  subscriptionPlan: (id: RouteId) => `/dashboard/profile/${id}/subscription/plan`,
  purchaseSubscription: (id: RouteId) => `/dashboard/profile/${id}/purchase/subscription/create`,
  messages: () => '/dashboard/messages',
  messageThread: (id: RouteId) => `/dashboard/messages/thread/${id}`,
  messagesWithUser: (id: RouteId) => `/dashboard/messages/user/${id}`,
  /** Not named by the specs (issue 17): the payment terms (admins manage them, 001 §2.5). */
  paymentTerms: () => '/dashboard/payment-terms',
  /** Not named by the specs (issue 17): the feedback sent to the platform (admins), `?page=` counted from 0. */
  feedback: (page?: number) => `/dashboard/feedback${page ? `?page=${page}` : ''}`,
} as const;

/** An organisation page is recognised by this pattern (001 §2.2). */
export const isOrganizationPage = (pathname: string) => /^\/dashboard\/profile\/[^/]+\/organization(\/|$)/.test(pathname);

/** Whether a path is inside the dashboard. */
export const isDashboardPath = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');
