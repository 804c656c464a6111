/** The spec's browser keys (000 §3): where the session and the app's own state live in `localStorage`. */
export const browserKeys = {
  token: 'token',
  refreshToken: 'token.refresh',
  owner: 'owner',
  version: 'version',
  oAuth: 'oAuth',
  registrationStateAgency: 'registration-state-agency',
  recentUsers: 'recent-users',
  contactsCollapsed: 'contacts-collapsed',
} as const;
