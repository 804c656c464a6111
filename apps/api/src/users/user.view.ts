/** Users as the API answers them: list entries, settings, and who owns a profile. */
import type { InferOutput, userListItemResponse, userSettingsResponse } from '@mandate/domain';
import { num, numOrNull } from '../db/values';
import { type UserRow, type UserListRow } from './user.queries';

export const place = (row: Pick<UserRow, 'city' | 'country_code'>) =>
  row.city || row.country_code
    ? { city: row.city, country: row.country_code ? { code: row.country_code, label: row.country_code } : null }
    : null;
export const fullPath = (fileId: string | null) => (fileId === null ? null : { fullPath: `/api/file/${fileId}/download` });

/** A user as the consultant picker lists them (000 §3), plus the list columns of 001 §3. */
export type UserListEntry = InferOutput<typeof userListItemResponse>;

export function listEntry(row: UserListRow, options: { withInvitations: boolean; admin: boolean }): UserListEntry {
  const name = `${row.first_name} ${row.last_name}`;
  return {
    id: num(row.id),
    name,
    fullName: name,
    firstName: row.first_name,
    lastName: row.last_name,
    avatar: fullPath(row.avatar_file_id),
    rating: num(row.rating),
    position: row.position,
    organization: row.organization_id ? { id: num(row.organization_id), name: row.organization_name ?? '' } : null,
    place: place(row),
    roles: row.roles.map((code) => ({ code })),
    subscription: { code: row.subscription },
    isBasic: row.subscription === 'basic',
    isPremium: row.subscription === 'premium',
    isPremiumPlus: row.subscription === 'premium-plus',
    isDemo: row.is_demo,
    statistics: {
      interviewRatio: row.interview_ratio,
      customerSatisfaction: row.customer_satisfaction,
      rollingOneYearStatistics: { interviewsCount: row.interviews_count },
      companyRatingCount: row.company_rating_count,
      employerRatingCount: row.employer_rating_count,
    },
    invitations: options.withInvitations
      ? {
          total: row.invitations_total,
          accepted: row.invitations_accepted,
          invited: row.invitations_total,
          invitedAdmin: row.invitations_admin,
          applied: row.invitations_applied,
        }
      : null,
    userStatus: { code: row.status },
    // Status on a vacancy: the job-recruiter module fills these when a vacancy is given.
    status: null,
    lastStatus: null,
    actionUser: null,
    ...(row.is_preferred_supplier === undefined ? {} : { isPreferredSupplier: row.is_preferred_supplier }),
    ...(options.admin ? { lastLogin: row.last_login_at ? new Date(row.last_login_at).toISOString() : null } : {}),
  };
}

/** Managers of a user's organisation count as owners of that user's profile (domain's isOwner). */
export const ownerOf = (row: UserRow) => ({ ownerId: num(row.id), ownerOrganizationId: numOrNull(row.organization_id) });

export function settingsOf(row: UserRow): InferOutput<typeof userSettingsResponse> {
  return {
    id: num(row.id),
    username: row.username,
    locale: row.locale,
    timezone: row.timezone,
    notificationSettings: row.notification_settings,
    messageMail: row.message_mail,
    hasPassword: row.password_hash !== null,
  };
}

/** Why an account cannot be closed now: open work the job modules will report (none yet). */
export function closeAccountErrors(_row: UserRow): string[] {
  return [];
}
