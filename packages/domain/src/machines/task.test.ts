import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { decideTaskAction, decideTaskActions, taskTarget } from './task';
import { taskStatuses } from '../tasks';
import { refusalKind } from '../permissions';
import { admin, arbActor, author, otherRecruiter, recruiter, RECRUITER_ID } from '../../test/fixtures';

describe('task actions (001 §4.4 "Task: complete")', () => {
  it('complete: an open task, by its assignee and admins', () => {
    const open = { status: 'open' as const, assigneeId: RECRUITER_ID };
    expect(decideTaskAction(recruiter, open, 'complete')).toEqual({ allowed: true });
    expect(decideTaskAction(admin, open, 'complete')).toEqual({ allowed: true });
    for (const who of [author, otherRecruiter]) {
      const refusal = decideTaskAction(who, open, 'complete');
      expect(refusal.allowed).toBe(false);
      if (!refusal.allowed) expect(refusalKind(refusal.reason)).toBe('forbidden');
    }
    expect(decideTaskAction(recruiter, { ...open, status: 'done' }, 'complete')).toEqual({ allowed: false, reason: 'status-not-allowed' });
    expect(taskTarget('complete')).toBe('done');
  });

  it('deterministic; nothing is allowed on a done task', () => {
    fc.assert(
      fc.property(arbActor, fc.constantFrom(...taskStatuses), fc.integer({ min: 1, max: 20 }), (actor, status, assigneeId) => {
        const decisions = decideTaskActions(actor, { status, assigneeId });
        expect(decideTaskActions(actor, { status, assigneeId })).toEqual(decisions);
        if (status === 'done') expect(decisions.complete.allowed).toBe(false);
      }),
    );
  });
});
