/** Route builders of 001 §2.2 used so far (`{product}` is `mandate`). */
export const paths = {
  home: () => '/',
  login: (redirectUrl?: string) => (redirectUrl ? `/account/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/account/login'),
  myDashboard: () => '/dashboard/index/my-mandate',
  profile: (id: number) => `/dashboard/profile/${id}/view`,
  vacancy: (id: number) => `/dashboard/vacancy/${id}/view`,
} as const;
