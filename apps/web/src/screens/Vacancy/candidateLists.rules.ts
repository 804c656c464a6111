import type { Vacancy } from '@mandate/api-client';
import { can, jobOwner, recruiterOwner, type CurrentUser } from '@mandate/domain';

/** Whether the candidate lists concern this user on this vacancy: its employer side, or a consultant with lists of their own. */
export function seesCandidateLists(user: CurrentUser | null | undefined, vacancy: Pick<Vacancy, 'authoredBy'>): boolean {
  return !!user && (can(user, 'candidate-list-view', jobOwner(vacancy)) || can(user, 'candidate-list-view', recruiterOwner(user.id)));
}
