/**
 * Dialog ↔ server contract (CONVENTIONS.md "Dialogs": "a server test sends its Filled payload and
 * gets 2xx").
 *
 * Why: a dialog in packages/ui is tested in its stories only against the payload it promises
 * (the Filled story asserts the exact object passed to `onSubmit`); the server is tested against
 * its own schema. Nothing else checks that the two agree: a renamed field, an option id the server's
 * reference list does not have, or a payload the server refuses would only show in the assembled
 * app. Here each dialog's Filled payload, taken unchanged from `@mandate/ui/fixtures` (the same
 * data the stories use), goes to the real server (apps/api in a child process, embedded database,
 * demo data) through the real API client, as the app sends it after the dialog's submit.
 *
 * For each contract case:
 * 1. every option id the stories offer is a code of the server's reference list it stands for;
 * 2. the Filled payload is accepted (2xx) and the answer shows its effect;
 * 3. where the dialog has a refusal story, sending the same payload once more to the same subject
 *    is refused with the expected status and a server message (what the dialog shows).
 *
 * Adding a dialog: export its fixtures (`filled`, option lists) from
 * packages/ui/src/dialogs/fixtures.ts, then add one entry to `contracts` below with
 * {@link contract}: who opens the dialog (`as`), the lists, how to find its `subject` in the demo
 * data (extend {@link World} if nothing fits), how the app `send`s the payload (the api-client
 * operation its screen calls), what the answer must show, and the repeat's refusal status (or
 * `null`). Import only `@mandate/ui/fixtures` from ui: its index pulls React and vanilla-extract
 * styles, which this Node project cannot run.
 */
import { ApiError, getCurrentUser, getDataList, listVacancies, putVacancyOnHold, type ApiClient } from '@mandate/api-client';
import { signedInClient, apiServerForThisFile } from '@mandate/api-client/testing';
import type { Id, LoginPayload } from '@mandate/domain';
import { putOnHoldFixtures } from '@mandate/ui/fixtures';
import { describe, expect, it } from 'vitest';

/** Demo logins (README), by the role a dialog is opened with. */
const demoUsers = {
  /** Helvetia Pharma AG: owns active vacancies in the demo data. */
  employer: { username: 'employer@mandate.demo', password: 'Employer-2026' },
} as const satisfies Record<string, LoginPayload>;
type DemoUser = keyof typeof demoUsers;

/** What the cases find their subjects in: the running server's demo data. */
interface World {
  /** The client of a demo user; each signs in once, on first use. */
  client(user: DemoUser): Promise<ApiClient>;
  /** An active vacancy of the demo employer's organisation that no case has used yet. */
  activeVacancy(): Promise<Id>;
}

/** One dialog's contract with the server. Methods (not function properties) so cases of different types share one table. */
interface DialogContract<Payload, Subject, Answer> {
  /** The dialog, as its folder in packages/ui/src/dialogs is named. */
  name: string;
  /** The demo user who opens the dialog in the app. */
  as: DemoUser;
  /** The Filled story's payload, from the dialog's fixtures: sent unchanged. */
  payload: Payload;
  /** The option lists of the stories: each id must be a code of the named reference list (`GET /list/{name}`). */
  lists: readonly { list: string; ids: readonly string[] }[];
  /** What the dialog acts on, found (or made) in the demo data. */
  subject(world: World): Promise<Subject>;
  /** Sends the payload as the app does after the dialog's submit. */
  send(client: ApiClient, subject: Subject, payload: Payload): Promise<Answer>;
  /** Assertions on the 2xx answer: the payload had its effect. */
  accepted(answer: Answer): void;
  /** The status of the refusal when the same payload is sent again to the same subject, or `null` when a repeat is fine. */
  refusedOnRepeat: number | null;
}

/** Keeps the types of one case while it is written; the table holds them all. */
const contract = <Payload, Subject, Answer>(c: DialogContract<Payload, Subject, Answer>): DialogContract<unknown, unknown, unknown> => c;

const contracts = [
  contract({
    name: 'PutOnHoldDialog',
    as: 'employer',
    payload: putOnHoldFixtures.filled,
    lists: [{ list: 'job-on-hold-reasons', ids: putOnHoldFixtures.reasons.map((reason) => reason.id) }],
    subject: (world) => world.activeVacancy(),
    send: (client, vacancyId, payload) => putVacancyOnHold(client, vacancyId, payload),
    accepted: (vacancy) => expect(vacancy.status.code).toBe('on-hold'),
    // Only an active vacancy can be put on hold: the RefusedMessage story's case.
    refusedOnRepeat: 409,
  }),
];

const clients = new Map<DemoUser, Promise<ApiClient>>();
const usedVacancies = new Set<Id>();

const world: World = {
  client(user) {
    let client = clients.get(user);
    if (!client) {
      client = signedInClient(server().origin, demoUsers[user]);
      clients.set(user, client);
    }
    return client;
  },
  async activeVacancy() {
    const employer = await world.client('employer');
    const organizationId = (await getCurrentUser(employer)).organization?.id;
    expect(organizationId, 'the demo employer belongs to an organisation').toBeDefined();
    const page = await listVacancies(employer, { statuses: ['active'], organizationId, pageSize: 50 });
    const vacancy = page.items.find((item) => item.status.code === 'active' && !usedVacancies.has(item.id));
    if (!vacancy) throw new Error(`No unused active vacancy of organisation ${organizationId} in the demo data (${page.total} active).`);
    usedVacancies.add(vacancy.id);
    return vacancy.id;
  },
};

const server = apiServerForThisFile();

for (const c of contracts) {
  describe(c.name, () => {
    /** The subject the Filled payload was accepted for, for the repeat. */
    let accepted: { subject: unknown } | undefined;

    for (const { list, ids } of c.lists) {
      it(`offers only codes of the reference list ${list}`, async () => {
        const codes = new Set((await getDataList(await world.client(c.as), list)).map((entry) => entry.code));
        const unknown = ids.filter((id) => !codes.has(id));
        expect(unknown, `option ids of ${c.name} that GET /list/${list} lacks (it has: ${[...codes].join(', ')})`).toEqual([]);
      });
    }

    it('gets 2xx for the Filled payload', async () => {
      const client = await world.client(c.as);
      const subject = await c.subject(world);
      c.accepted(await c.send(client, subject, c.payload));
      accepted = { subject };
    });

    it.runIf(c.refusedOnRepeat !== null)('gets a refusal with a message when the payload is sent again', async () => {
      expect(accepted, 'the Filled payload must have been accepted first (test above)').toBeDefined();
      const refusal = await c.send(await world.client(c.as), accepted!.subject, c.payload).then(
        () => 'accepted again',
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ApiError);
      const { status, serverMessage } = refusal as ApiError;
      expect({ status, hasMessage: (serverMessage ?? '').trim() !== '' }, `refusal: ${String(refusal)}`).toEqual({
        status: c.refusedOnRepeat,
        hasMessage: true,
      });
    });
  });
}
