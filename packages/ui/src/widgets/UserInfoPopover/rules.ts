import { hasRole, isAdmin, isRecruiter, type RoleCode, type UserProfile } from '@mandate/domain';
import type { Subscription } from '../../primitives/Badge';

type WithRoles = { roles?: readonly { code: RoleCode }[] | null };

/** What the user info popover shows of `user` to `viewer` (001 §2.6). */
export interface UserInfoVisibility {
  /** Subscription badge: for search consultants. */
  subscription: Subscription | null;
  /** PSL badge: a search consultant on the viewer's preferred supplier list. */
  psl: boolean;
  /** The phone, except an employer's phone shown to a search consultant. */
  phone: boolean;
  /** Rating, interview ratio and customer satisfaction: for search consultants. */
  recruiterStatistics: boolean;
  /** Published vacancies, placements, response times and feedback ratio: for employers. */
  employerStatistics: boolean;
  /** Placements for the company: admins only. */
  companyPlacements: boolean;
}

const roles = (u: WithRoles) => ({ roles: u.roles ?? [] });

/** The subscription of a search consultant, highest first; null when none is flagged. */
export function subscriptionOf(user: Pick<UserProfile, 'isBasic' | 'isPremium' | 'isPremiumPlus'>): Subscription | null {
  if (user.isPremiumPlus) return 'premium-plus';
  if (user.isPremium) return 'premium';
  if (user.isBasic) return 'basic';
  return null;
}

/** The rules of 001 §2.6 by the viewer's and the user's roles. */
export function userInfoVisibility(
  user: Pick<UserProfile, 'roles' | 'isBasic' | 'isPremium' | 'isPremiumPlus' | 'summaryStatistics'>,
  viewer: WithRoles,
  isPreferredSupplier = false,
): UserInfoVisibility {
  const userIsRecruiter = isRecruiter(roles(user));
  const userIsEmployer = hasRole(roles(user), 'employer');
  return {
    subscription: userIsRecruiter ? subscriptionOf(user) : null,
    psl: userIsRecruiter && isPreferredSupplier,
    phone: !(userIsEmployer && isRecruiter(roles(viewer))),
    recruiterStatistics: userIsRecruiter,
    employerStatistics: userIsEmployer && !!user.summaryStatistics,
    companyPlacements: isAdmin(roles(viewer)),
  };
}
