import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  applicationActions,
  applicationActiveStatuses,
  applicationGraphEdges,
  applicationRules,
  applicationTargetStatus,
  decideApplicationAction,
  decideApplicationActions,
  hireOfferDateDefault,
  previousApplicationStatus,
} from './application';
import type { ApplicationAction, ApplicationContext } from './application';
import { applicationStatuses, applicationStatusLabel, applicationStatusLabelsDe, applicationStatusLabelsEn } from '../statuses';
import type { ApplicationStatus } from '../statuses';
import {
  actor,
  admin,
  arbActor,
  author,
  AUTHOR_ID,
  AUTHOR_ORG,
  manager,
  otherEmployer,
  otherRecruiter,
  recruiter,
  RECRUITER_ID,
} from '../../test/fixtures';
import { isAdmin, reasonCodes, roleCodes } from '../permissions';
import type { Actor } from '../permissions';

type Log = ApplicationContext['application']['logs'][number];
const log = (code: ApplicationStatus, day: number): Log => ({
  status: { code },
  creationDate: `2026-01-${String(day).padStart(2, '0')}T10:00:00Z`,
});

function ctx(status: ApplicationStatus, logs: Log[] = []): ApplicationContext {
  return {
    application: { status: { code: status }, logs },
    job: { authoredBy: { id: AUTHOR_ID, organization: { id: AUTHOR_ORG } } },
    recruiterId: RECRUITER_ID,
  };
}

const allowedFrom = (who: Actor, action: ApplicationAction) =>
  applicationStatuses.filter((s) => decideApplicationAction(who, ctx(s), action).allowed);

describe('application statuses of 001 §4.3', () => {
  it('has nine statuses with EN labels in order and DE labels', () => {
    expect(applicationStatuses.map((s) => applicationStatusLabelsEn[s])).toEqual([
      'Not selected for an interview yet',
      'Pending interview',
      'Candidate rejected',
      'Candidate recruited',
      'Withdrawn',
      'HR review',
      'Offer sent',
      'Line review',
      'Backup',
    ]);
    for (const s of applicationStatuses) expect(applicationStatusLabelsDe[s].length).toBeGreaterThan(0);
    expect(applicationStatusLabel('offer-made', 'de')).toBe('Angebot gesendet');
  });
});

describe('application graph (docs/decisions/domain-application-state-machine.md)', () => {
  const running = [...applicationActiveStatuses, 'backed-up'];
  it.each([
    ['interview', ['proposed', 'interview', 'in-review', 'line-manager-review'], 'interview'],
    ['review', ['proposed', 'interview', 'line-manager-review'], 'in-review'],
    ['line-review', ['proposed', 'interview', 'in-review'], 'line-manager-review'],
    ['offer', ['proposed', 'interview', 'in-review', 'line-manager-review', 'backed-up'], 'offer-made'],
    ['hire', running, 'recruited'],
    ['backup', [...applicationActiveStatuses], 'backed-up'],
    ['reject', running, 'rejected'],
    ['reactivate', ['rejected', 'withdrawn', 'backed-up'], 'previous'],
  ] as const)('%s: the employer may from %j, leading to %s', (action, from, to) => {
    expect(allowedFrom(author, action).sort()).toEqual([...from].sort());
    expect(allowedFrom(admin, action).sort()).toEqual([...from].sort());
    expect(applicationRules[action].to).toBe(to);
  });

  it('withdraw: the consultant who submitted, from every status in the running', () => {
    expect(allowedFrom(recruiter, 'withdraw').sort()).toEqual([...running].sort());
    expect(allowedFrom(otherRecruiter, 'withdraw')).toEqual([]);
    expect(allowedFrom(author, 'withdraw')).toEqual([]);
    expect(allowedFrom(admin, 'withdraw').sort()).toEqual([...running].sort());
  });

  it('revert-placement: from recruited, by holders of placement-revert (admins by default)', () => {
    expect(allowedFrom(admin, 'revert-placement')).toEqual(['recruited']);
    expect(decideApplicationAction(author, ctx('recruited'), 'revert-placement')).toEqual({ allowed: false, reason: 'permission-denied' });
    const reverter = { ...author, permissions: [...author.permissions, 'placement-revert-own' as const] };
    expect(allowedFrom(reverter, 'revert-placement')).toEqual(['recruited']);
  });

  it('hire is allowed from offer-made', () => {
    expect(decideApplicationAction(author, ctx('offer-made'), 'hire')).toEqual({ allowed: true });
  });

  it('recruited is left only by reverting the placement', () => {
    for (const who of [admin, author, manager, recruiter]) {
      const allowed = applicationActions.filter((a) => decideApplicationAction(who, ctx('recruited'), a).allowed);
      expect(allowed.every((a) => a === 'revert-placement')).toBe(true);
    }
  });

  it('the manager of the author organisation acts like the author; another employer is not the owner', () => {
    expect(allowedFrom(manager, 'offer')).toEqual(allowedFrom(author, 'offer'));
    expect(decideApplicationAction(otherEmployer, ctx('proposed'), 'offer')).toEqual({ allowed: false, reason: 'not-owner' });
    expect(decideApplicationAction(recruiter, ctx('proposed'), 'offer')).toEqual({ allowed: false, reason: 'permission-denied' });
  });

  it('lists its edges', () => {
    expect(applicationGraphEdges()).toContainEqual({ from: 'offer-made', action: 'hire', to: 'recruited' });
    expect(applicationGraphEdges().filter((e) => e.from === 'recruited')).toEqual([
      { from: 'recruited', action: 'revert-placement', to: 'previous' },
    ]);
  });
});

describe('reactivate returns to the status before reject, backup or withdraw', () => {
  it('returns to the status before reject', () => {
    const app = ctx('rejected', [log('proposed', 1), log('interview', 2), log('rejected', 3)]).application;
    expect(previousApplicationStatus(app)).toBe('interview');
    expect(applicationTargetStatus(app, 'reactivate')).toBe('interview');
  });
  it('returns to the status before backup and before withdraw', () => {
    expect(
      applicationTargetStatus(ctx('backed-up', [log('proposed', 1), log('offer-made', 2), log('backed-up', 3)]).application, 'reactivate'),
    ).toBe('offer-made');
    expect(
      applicationTargetStatus(ctx('withdrawn', [log('proposed', 1), log('in-review', 2), log('withdrawn', 3)]).application, 'reactivate'),
    ).toBe('in-review');
  });
  it('reads the logs by date, whatever order they arrive in', () => {
    const app = ctx('rejected', [log('rejected', 5), log('proposed', 1), log('line-manager-review', 3)]).application;
    expect(applicationTargetStatus(app, 'reactivate')).toBe('line-manager-review');
  });
  it('skips earlier rejections: the newest returnable status counts', () => {
    const app = ctx('rejected', [
      log('proposed', 1),
      log('rejected', 2),
      log('proposed', 3),
      log('interview', 4),
      log('rejected', 5),
    ]).application;
    expect(applicationTargetStatus(app, 'reactivate')).toBe('interview');
  });
  it('falls back to proposed without logs; revert-placement to offer-made', () => {
    expect(applicationTargetStatus(ctx('rejected').application, 'reactivate')).toBe('proposed');
    expect(applicationTargetStatus(ctx('recruited').application, 'revert-placement')).toBe('offer-made');
    expect(applicationTargetStatus(ctx('recruited', [log('backed-up', 1), log('recruited', 2)]).application, 'revert-placement')).toBe(
      'backed-up',
    );
  });
  it('fixed targets ignore logs', () => {
    expect(applicationTargetStatus(ctx('proposed').application, 'hire')).toBe('recruited');
  });
});

describe('hire offer date prefill (000 §2)', () => {
  it('takes the day of the offer log when in offer-made', () => {
    const app = ctx('offer-made', [log('proposed', 1), log('offer-made', 4)]).application;
    expect(hireOfferDateDefault(app, 'Europe/Zurich')).toBe('2026-01-04');
  });
  it('uses the viewer time zone for the day', () => {
    const app = {
      status: { code: 'offer-made' as const },
      logs: [{ status: { code: 'offer-made' as const }, creationDate: '2026-01-04T23:30:00Z' }],
    };
    expect(hireOfferDateDefault(app, 'Europe/Zurich')).toBe('2026-01-05');
    expect(hireOfferDateDefault(app, 'America/New_York')).toBe('2026-01-04');
  });
  it('is null in other statuses', () => {
    expect(hireOfferDateDefault(ctx('interview', [log('offer-made', 1)]).application)).toBeNull();
  });
});

/** The graph of the decision record, restated: action → statuses it may start from. */
const graphFrom: Record<ApplicationAction, readonly ApplicationStatus[]> = {
  interview: ['proposed', 'interview', 'in-review', 'line-manager-review'],
  review: ['proposed', 'interview', 'line-manager-review'],
  'line-review': ['proposed', 'interview', 'in-review'],
  offer: ['proposed', 'interview', 'in-review', 'line-manager-review', 'backed-up'],
  hire: [...applicationActiveStatuses, 'backed-up'],
  backup: [...applicationActiveStatuses],
  reject: [...applicationActiveStatuses, 'backed-up'],
  withdraw: [...applicationActiveStatuses, 'backed-up'],
  reactivate: ['rejected', 'withdrawn', 'backed-up'],
  'revert-placement': ['recruited'],
};

describe('application machine properties', () => {
  it('exhaustively: every status × action × role (as author, as the consultant, as neither) stays on the graph', () => {
    for (const role of roleCodes)
      for (const id of [AUTHOR_ID, RECRUITER_ID, 99])
        for (const status of applicationStatuses) {
          const a = actor(id, [role]);
          for (const action of applicationActions) {
            const d = decideApplicationAction(a, ctx(status), action);
            expect(decideApplicationAction(a, ctx(status), action)).toEqual(d);
            if (d.allowed) {
              expect(graphFrom[action]).toContain(status);
              // Only the consultant who submitted (or an -any holder) withdraws; only the vacancy side does the rest.
              if (action === 'withdraw') expect(id === RECRUITER_ID || isAdmin(a)).toBe(true);
              else expect(id === AUTHOR_ID || isAdmin(a)).toBe(true);
            } else expect(reasonCodes).toContain(d.reason);
          }
        }
  });

  const arbLogs = fc.array(fc.record({ code: fc.constantFrom(...applicationStatuses), day: fc.integer({ min: 1, max: 28 }) }), {
    maxLength: 6,
  });
  it('deterministic; never leaves recruited except by revert; targets are statuses; reactivate never lands on a parked status it left', () => {
    fc.assert(
      fc.property(arbActor, fc.constantFrom(...applicationStatuses), arbLogs, (a, status, logs) => {
        const c = ctx(
          status,
          logs.map((l) => log(l.code, l.day)),
        );
        const first = decideApplicationActions(a, c);
        expect(decideApplicationActions(a, c)).toEqual(first);
        for (const action of applicationActions) {
          const to = applicationTargetStatus(c.application, action);
          expect(applicationStatuses).toContain(to);
          if (!first[action].allowed) continue;
          if (status === 'recruited') expect(action).toBe('revert-placement');
          if (action === 'reactivate') expect(['rejected', 'withdrawn', 'recruited']).not.toContain(to);
          if (action === 'reactivate') expect(to).not.toBe(status);
          if (action === 'hire') expect([...applicationActiveStatuses, 'backed-up']).toContain(status);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
