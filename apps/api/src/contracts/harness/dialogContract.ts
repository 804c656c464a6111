/**
 * One dialog's contract with the server (CONVENTIONS.md "Dialogs": "a server test sends its Filled
 * payload and gets 2xx"), registered by {@link dialogContract} in the dialog's own payload test,
 * `apps/api/src/contracts/<DialogName>.payload.test.ts` (docs/adding-a-dialog.md §5, README.md here),
 * as `describe('<DialogName> payload')` with the case `<DialogName>: the server answers 2xx to the
 * Filled payload`.
 *
 * Why: a dialog in packages/ui is tested in its stories only against the payload it promises
 * (the Filled story asserts the exact object passed to `onSubmit`); the server is tested against
 * its own schema. Nothing else checks that the two agree: a renamed field, an option id the server's
 * reference list does not have, or a payload the server refuses would only show in the assembled
 * app. Here each dialog's Filled payload, taken unchanged from `@mandate/ui/fixtures` (the same
 * data the stories use), goes to the real server (apps/api in a child process, demo data) through
 * the real API client, as the app sends it after the dialog's submit — once on the embedded
 * database (PGlite) and once on a real PostgreSQL server (`describe('on pglite' | 'on postgres')`).
 * Every 2xx answer the client receives is checked against its route's response schema
 * (testing/answers.ts, as the server's in-process tests do).
 *
 * For each contract case, on each database:
 * 1. every option id the stories offer is a code of the server's reference list it stands for;
 * 2. the Filled payload is accepted (2xx) and the answer shows its effect;
 * 3. where the dialog has a refusal story, sending the same payload once more to the same subject
 *    is refused with the expected status and a server message (what the dialog shows);
 * 4. the payload without its required field is refused (400/422) with a field error under the
 *    same name the dialog binds the field to, so the server's message lands beside that field.
 *
 * The servers (one per database) are shared by all payload test files, which Vitest runs in parallel
 * (harness/servers.globalSetup.ts): a case never relies on what another case did or did not do.
 * It finds its subject through the {@link World}, which claims what it takes from the demo data so
 * no other case takes it, or makes a fresh one (a vacancy published now, a list submitted now).
 *
 * Import only `@mandate/ui/fixtures` from ui: its index pulls React and vanilla-extract styles,
 * which this Node project cannot run.
 */
import { ApiError, getDataList, type ApiClient } from '@mandate/api-client';
import { describe, expect, it } from 'vitest';
import { onEachDatabase } from './broker';
import { createWorld, type DemoUser, type World } from './world';

/** One dialog's contract with the server. Methods (not function properties) so cases of different types share one type. */
export interface DialogContract<Payload, Subject, Answer> {
  /** The dialog, as its folder in packages/ui/src/dialogs is named. */
  name: string;
  /** What sets this case apart where the dialog has several (a role, another payload): said after the case titles. */
  variant?: string;
  /** The demo user who opens the dialog in the app. */
  as: DemoUser;
  /** The Filled story's payload, from the dialog's fixtures: sent unchanged. */
  payload: Payload;
  /** The option lists of the stories: each id must be a code of the named reference list (`GET /list/{name}`). */
  lists: readonly { list: string; ids: readonly string[] }[];
  /** What the dialog acts on, found (claimed) or made in the demo data. */
  subject(world: World): Promise<Subject>;
  /** Sends the payload as the app does after the dialog's submit. */
  send(client: ApiClient, subject: Subject, payload: Payload): Promise<Answer>;
  /** Assertions on the 2xx answer: the payload had its effect. */
  accepted(answer: Answer): void;
  /** The status of the refusal when the same payload is sent again to the same subject, or `null` when a repeat is fine. */
  refusedOnRepeat: number | null;
  /**
   * The payload's required field, as the dialog binds it: sent without it, the server names it in its
   * field errors. `null` for a confirm dialog without fields (its payload has no required field).
   */
  requiredField: (keyof Payload & string) | null;
}

/**
 * Registers the contract's checks (see the module comment) as `describe('<name> payload')` (with a
 * `describe(variant)` inside for a variant), on each database. Call it once per case at the top level
 * of the dialog's `<DialogName>.payload.test.ts`. Every case title starts with the dialog's name.
 */
export function dialogContract<Payload, Subject, Answer>(c: DialogContract<Payload, Subject, Answer>): void {
  const title = (what: string) => `${c.name}: ${what}${c.variant ? ` (${c.variant})` : ''}`;
  const cases = () =>
    onEachDatabase((server) => {
      const world = createWorld(server);
      /** The subject the Filled payload was accepted for, for the repeat. */
      let accepted: { subject: Subject } | undefined;
      /** The case's subject, found once: the required-field check refuses, so the Filled payload still applies to it. */
      let subject: Promise<Subject> | undefined;
      const subjectOnce = () => (subject ??= c.subject(world));

      for (const { list, ids } of c.lists) {
        it(title(`its option ids are codes of the server's reference list ${list}`), async () => {
          const codes = new Set((await getDataList(await world.client(c.as), list)).map((entry) => entry.code));
          const unknown = ids.filter((id) => !codes.has(id));
          expect(unknown, `option ids of ${c.name} that GET /list/${list} lacks (it has: ${[...codes].join(', ')})`).toEqual([]);
        });
      }

      // A confirm dialog without fields has no required field to leave out.
      const required = c.requiredField;
      it.runIf(required !== null)(
        title(`the server answers 400/422 with a field error on ${required} to the payload without it`),
        async () => {
          if (required === null) return;
          const incomplete = Object.fromEntries(Object.entries(c.payload as object).filter(([field]) => field !== required)) as Payload;
          const refusal = await c.send(await world.client(c.as), await subjectOnce(), incomplete).then(
            () => 'accepted without it',
            (error: unknown) => error,
          );
          expect(refusal).toBeInstanceOf(ApiError);
          const { status, errors } = refusal as ApiError;
          expect(
            { status: [400, 422].includes(status), message: typeof errors[required] },
            `refusal: ${String(refusal)}, field errors ${JSON.stringify(errors)}`,
          ).toEqual({ status: true, message: 'string' });
          expect(errors[required]?.trim()).not.toBe('');
        },
      );

      it(title('the server answers 2xx to the Filled payload'), async () => {
        const client = await world.client(c.as);
        const subject = await subjectOnce();
        c.accepted(await c.send(client, subject, c.payload));
        accepted = { subject };
      });

      it.runIf(c.refusedOnRepeat !== null)(
        title(`the server refuses the payload sent again with ${c.refusedOnRepeat} and a message`),
        async () => {
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
        },
      );
    });
  describe(`${c.name} payload`, () => {
    if (c.variant) describe(c.variant, cases);
    else cases();
  });
}
