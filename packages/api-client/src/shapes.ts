import type { Coded, historyEntryResponse, Id, InferOutput, StatusLog } from '@mandate/domain';

/** A page of a list call: its items and the number of matches (`totalCapped` when counting stopped at the cap). */
export interface ListPage<T> {
  items: T[];
  total: number;
  totalCapped?: boolean;
}

/** A record named by id and name (an organisation, a team member). */
export interface NamedRef {
  id: Id;
  name: string;
}

/** A person named by id and full name (a consultant, an author, an actor). */
export interface PersonRef {
  id: Id;
  fullName: string;
}

/**
 * One entry of a workflow record's status log (applications, placements, candidate lists): the
 * spec's `logs` (status, creationDate, comment) plus the action, the status before, the reason and
 * who did it. The server's audit trail of the record.
 */
export interface LogEntry<S extends string = string> extends StatusLog<S> {
  id: Id;
  action: string;
  fromStatus: Coded | null;
  reason: string | null;
  comment: string | null;
  actor: PersonRef | null;
}

/**
 * One entry of a vacancy's history (its own status changes and those of its consultants) and of a
 * consultant's log on a vacancy.
 */
export type HistoryEntry = InferOutput<typeof historyEntryResponse>;
