/**
 * The one way a workflow record changes status: lock the row, let domain decide, update, write the
 * status log, settle the workflow's tasks, send mail — in the caller's transaction. Vacancies, consultants on vacancies,
 * applications, candidate lists, placements, testimonials (accept, reject) and tasks (complete) all change through
 * {@link transition}.
 */
import { domainMessagesDe, domainReasonMessages, reasonMessageId, refusalKind, type Decision, type ReasonCode } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../auth/context';
import type { Queryable } from '../db/database';
import { conflict, forbidden, notFound } from '../http/errors';
import { requestLocale, t, type Locale } from '../http/i18n';
import { writeStatusLog, type LoggedEntity } from './statusLog.queries';
import { notifyUser, type Notice } from './notify';
import { settleTasks } from './tasks';

/** A domain reason in a language. */
export function reasonText(locale: Locale, reason: ReasonCode): string {
  const id = reasonMessageId(reason);
  return (locale === 'de' ? (domainMessagesDe as Record<string, string | undefined>)[id] : undefined) ?? domainReasonMessages[id];
}

/** Throws the refusal of a domain decision as domain classifies it: 403 for who asks, 409 for the record's state. */
export function enforce(request: FastifyRequest, decision: Decision): void {
  if (decision.allowed) return;
  const text = reasonText(requestLocale(request), decision.reason);
  throw refusalKind(decision.reason) === 'forbidden' ? forbidden(text) : conflict(text);
}

/** What a log entry records besides who, when, from and to. */
export interface LogFields {
  reason?: string | null;
  comment?: string | null;
  details?: Record<string, unknown>;
  /** The log's date, when not now (an admin's back-dated offer). */
  at?: string | null;
}

/** One status change of one record, described by the feature that owns the record. */
export interface Transition<Row, S extends string> {
  entity: LoggedEntity;
  action: string;
  /** Loads the record with a row lock for the rest of the transaction; null or undefined answers 404. */
  lock: (tx: Queryable) => Promise<Row | null | undefined>;
  /** Domain's decision on the action for the actor (403/409 with its reason when refused). */
  decide: (row: Row) => Decision;
  /** Checks that follow domain's decision, before anything is written (they throw their own 4xx). */
  check?: (tx: Queryable, row: Row) => Promise<void>;
  /** The status before (null when the record is created by the action) and after. */
  from: (row: Row) => S | null;
  to: (row: Row) => S;
  /** Writes the new status (and whatever the action sets with it); answers the record's id. */
  write: (tx: Queryable, row: Row, to: S) => Promise<number>;
  /** The vacancy the record belongs to. */
  jobId: (row: Row) => number | null;
  /** What the log records besides who, when, from and to; a function is read after the write. */
  log?: LogFields | ((row: Row, to: S) => LogFields);
  /** Side records of the action, after the log row (placements, counters, other logs). */
  after?: (tx: Queryable, row: Row, to: S, id: number) => Promise<void>;
  /** The mails of the change; users who get no mail (blocked, deleted) are skipped. */
  notify?: (tx: Queryable, row: Row, to: S, id: number) => Promise<readonly (Notice | null)[]> | readonly (Notice | null)[];
}

/** What a transition did. */
export interface Transitioned<Row, S> {
  id: number;
  row: Row;
  from: S | null;
  to: S;
}

/**
 * Applies one status action in the caller's transaction `tx`: lock, decide, check, write, log,
 * side records, mail. A throw anywhere rolls all of it back with the transaction.
 */
export async function transition<Row, S extends string>(
  tx: Queryable,
  request: FastifyRequest,
  actor: Viewer,
  step: Transition<Row, S>,
): Promise<Transitioned<Row, S>> {
  const row = await step.lock(tx);
  if (!row) throw notFound(t(requestLocale(request), 'not-found'));
  enforce(request, step.decide(row));
  await step.check?.(tx, row);
  const from = step.from(row);
  const to = step.to(row);
  const id = await step.write(tx, row, to);
  const log = typeof step.log === 'function' ? step.log(row, to) : step.log;
  await writeStatusLog(tx, actor, {
    entityType: step.entity,
    entityId: id,
    jobId: step.jobId(row),
    action: step.action,
    from,
    to,
    ...log,
  });
  // The tasks this change completes and the one it opens for whoever must act next.
  await settleTasks(tx, actor.id, { entityType: step.entity, entityId: id, jobId: step.jobId(row), to });
  await step.after?.(tx, row, to, id);
  for (const notice of (await step.notify?.(tx, row, to, id)) ?? []) if (notice) await notifyUser(tx, notice);
  return { id, row, from, to };
}
