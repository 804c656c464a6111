import type { AddressInfo } from 'node:net';
import { mutatedVectors, xssVectors } from '@mandate/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorld, type JobWorld } from '../jobs/testWorld';
import { testDatabases } from '../testing/databases';
import { richTextViolations } from '../testing/richTextChecks';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe.each(testDatabases)('private messages on $name', ({ open }) => {
  let w: JobWorld;
  let base: string;
  beforeAll(async () => {
    w = await jobWorld(await open());
    base = `http://127.0.0.1:${(w.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => w.close());
  const call = (who: string, method: string, path: string, body?: unknown, locale?: string) =>
    w.call(method, `/api${path}`, { token: w.tokens[who], body, locale });
  const counters = async (who: string) => (await call(who, 'GET', '/user/counters')).body.result.unreadThreads as number;
  async function upload(who: string, name: string, content: Buffer, type = 'attachment', mime = 'application/pdf') {
    const form = new FormData();
    form.append('file', new Blob([content], { type: mime }), name);
    const response = await fetch(`${base}/api/file/upload?type=${type}`, {
      method: 'POST',
      body: form,
      headers: { token: w.tokens[who]! },
    });
    return { status: response.status, body: (await response.json()) as { result?: { id: number }; message?: string } };
  }
  const download = async (id: number, who: string) =>
    (await fetch(`${base}/api/file/${id}/download`, { headers: { token: w.tokens[who]! } })).status;
  const thread = (to: string[], content: string, extra: Record<string, unknown> = {}) => ({
    participants: to.map((who) => ({ id: w.ids[who] })),
    subject: 'Chief Chemist',
    message: { content, attachments: [] },
    ...extra,
  });

  it('runs a conversation: create with an attachment, unread counts, reply, read/unread, edit, delete, forward', async () => {
    const file = await upload('author', 'brief.pdf', PDF);
    expect(file.status).toBe(200);
    const created = await call('author', 'POST', '/inbox/thread/create', {
      ...thread(['r1'], '<p>Hello <strong>there</strong><script>alert(1)</script></p>'),
      message: { content: '<p>Hello <strong>there</strong><script>alert(1)</script></p>', attachments: [file.body.result!.id] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const t = created.body.result;
    expect(t).toMatchObject({
      subject: 'Chief Chemist',
      unread: false,
      job: null,
      participants: [
        { id: w.ids.author, fullName: 'author Test' },
        { id: w.ids.r1, fullName: 'r1 Test' },
      ],
      messageCount: 1,
    });
    expect(t.messages[0]).toMatchObject({ content: '<p>Hello <strong>there</strong></p>', author: { id: w.ids.author }, deleted: false });
    expect(t.messages[0].attachments).toEqual([expect.objectContaining({ id: file.body.result!.id, title: 'brief.pdf' })]);

    // The recipient has one unread thread; the sender none.
    expect(await counters('r1')).toBe(1);
    expect(await counters('author')).toBe(0);
    const list = await call('r1', 'POST', '/inbox/thread/list', {});
    expect(list.body.result).toMatchObject({
      total: 1,
      items: [{ id: t.id, unread: true, lastMessage: { author: { id: w.ids.author } } }],
    });

    // Only participants read the thread and its attachment.
    expect((await call('r1', 'GET', `/inbox/thread/${t.id}/view`)).status).toBe(200);
    for (const outsider of ['r2', 'stranger', 'admin', 'colleague']) {
      expect((await call(outsider, 'GET', `/inbox/thread/${t.id}/view`)).status).toBe(404);
      expect((await call(outsider, 'POST', `/inbox/thread/${t.id}/reply`, { content: '<p>x</p>' })).status).toBe(404);
      expect((await call(outsider, 'PUT', `/inbox/thread/${t.id}/mark-read`)).status).toBe(404);
      expect((await call(outsider, 'DELETE', `/inbox/thread/${t.id}/delete`)).status).toBe(404);
      expect((await call(outsider, 'PUT', `/inbox/message/${t.messages[0].id}/edit`, { content: '<p>x</p>' })).status).toBe(404);
      expect((await call(outsider, 'POST', `/inbox/message/${t.messages[0].id}/forward`, { recipients: [{ id: w.ids.r3 }] })).status).toBe(
        404,
      );
    }
    expect(await download(file.body.result!.id, 'r1')).toBe(200);
    expect(await download(file.body.result!.id, 'r2')).not.toBe(200);
    expect((await w.call('GET', `/api/inbox/thread/${t.id}/view`)).status).toBe(401);

    expect((await call('r1', 'PUT', `/inbox/thread/${t.id}/mark-read`)).body.result.unread).toBe(false);
    expect(await counters('r1')).toBe(0);
    expect((await call('r1', 'PUT', `/inbox/thread/${t.id}/mark-unread`)).body.result.unread).toBe(true);
    expect(await counters('r1')).toBe(1);

    const reply = await call('r1', 'POST', `/inbox/thread/${t.id}/reply`, { content: '<p>Gladly <a href="javascript:alert(1)">x</a></p>' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result.messages.map((m: { content: string }) => m.content)).toEqual([
      '<p>Hello <strong>there</strong></p>',
      '<p>Gladly <span>x</span></p>',
    ]);
    expect(await counters('r1')).toBe(0);
    expect(await counters('author')).toBe(1);
    const replyId = reply.body.result.messages[1].id as number;

    // Edit and delete for all: the author only (403 for another participant).
    expect((await call('r1', 'PUT', `/inbox/message/${t.messages[0].id}/edit`, { content: '<p>mine now</p>' })).status).toBe(403);
    const edited = await call('author', 'PUT', `/inbox/message/${t.messages[0].id}/edit`, {
      content: '<p onclick="x()">Hello again</p>',
      attachments: [file.body.result!.id],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.result).toMatchObject({ content: '<p>Hello again</p>', editDate: expect.any(String) });
    expect((await call('r1', 'DELETE', `/inbox/message/${t.messages[0].id}/delete`, { forAll: true })).status).toBe(403);

    // Forward the reply to r3: a new thread of r1 and r3.
    const forwarded = await call('r1', 'POST', `/inbox/message/${replyId}/forward`, { recipients: [{ id: w.ids.r3 }] });
    expect(forwarded.status, JSON.stringify(forwarded.body)).toBe(200);
    expect(forwarded.body.result.items[0]).toMatchObject({
      subject: 'Fwd: Chief Chemist',
      participants: [{ id: w.ids.r1 }, { id: w.ids.r3 }],
      messages: [{ content: '<p>Gladly <span>x</span></p>', forwardedFrom: { id: replyId } }],
    });
    expect(await counters('r3')).toBe(1);
    expect((await call('r3', 'GET', `/inbox/thread/${t.id}/view`)).status).toBe(404);

    // r1 hides their reply for themself; the author still sees it.
    expect((await call('r1', 'DELETE', `/inbox/message/${replyId}/delete`, {})).status).toBe(200);
    expect((await call('r1', 'GET', `/inbox/thread/${t.id}/view`)).body.result.messages).toHaveLength(1);
    expect((await call('author', 'GET', `/inbox/thread/${t.id}/view`)).body.result.messages).toHaveLength(2);
    // The author deletes their first message for all: its text and attachment are gone for everyone.
    const gone = await call('author', 'DELETE', `/inbox/message/${t.messages[0].id}/delete`, { forAll: true });
    expect(gone.status).toBe(200);
    const afterDelete = await call('r1', 'GET', `/inbox/thread/${t.id}/view`);
    expect(afterDelete.body.result.messages[0]).toMatchObject({ deleted: true, content: null, attachments: [] });
    expect(await download(file.body.result!.id, 'r1')).not.toBe(200);
    expect((await call('author', 'PUT', `/inbox/message/${t.messages[0].id}/edit`, { content: '<p>back</p>' })).status).toBe(409);
    expect((await call('author', 'DELETE', `/inbox/message/${t.messages[0].id}/delete`, { forAll: true })).status).toBe(409);

    // r1 deletes the thread for themself; a new message brings it back, unread.
    expect((await call('r1', 'DELETE', `/inbox/thread/${t.id}/delete`)).status).toBe(200);
    expect((await call('r1', 'POST', '/inbox/thread/list', {})).body.result.items.map((i: { id: number }) => i.id)).not.toContain(t.id);
    await call('author', 'POST', `/inbox/thread/${t.id}/reply`, { content: '<p>Still there?</p>' });
    const back = await call('r1', 'POST', '/inbox/thread/list', {});
    expect(back.body.result.items[0]).toMatchObject({ id: t.id, unread: true, lastMessage: { content: '<p>Still there?</p>' } });
  });

  it('lists unread threads first, searches subject, text and participants, and pages', async () => {
    const ids: number[] = [];
    for (const [subject, to] of [
      ['Alpha', 'r2'],
      ['Bravo', 'r3'],
      ['Charlie', 'r4'],
    ] as const) {
      const created = await call('colleague', 'POST', '/inbox/thread/create', { ...thread([to], `<p>About ${subject} kiwi</p>`), subject });
      ids.push(created.body.result.id);
    }
    // r2 answers Alpha: unread for the colleague; then Charlie's recipient answers too.
    await call('r2', 'POST', `/inbox/thread/${ids[0]}/reply`, { content: '<p>ok</p>' });
    const list = await call('colleague', 'POST', '/inbox/thread/list', {});
    expect(list.body.result.items.map((i: { subject: string; unread: boolean }) => [i.subject, i.unread])).toEqual([
      ['Alpha', true],
      ['Charlie', false],
      ['Bravo', false],
    ]);
    const page = await call('colleague', 'POST', '/inbox/thread/list', { page: 1, pageSize: 2 });
    expect(page.body.result).toMatchObject({ total: 3, items: [{ subject: 'Bravo' }] });
    // The count comes with the page's rows; a page past the end still tells how many there are.
    const pastTheEnd = await call('colleague', 'POST', '/inbox/thread/list', { page: 5, pageSize: 2 });
    expect(pastTheEnd.body.result).toMatchObject({ total: 3, items: [] });
    expect((await call('colleague', 'POST', '/inbox/thread/list', { search: 'brav', pageSize: 2 })).body.result.total).toBe(1);
    const bySubject = await call('colleague', 'POST', '/inbox/thread/list', { search: 'brav' });
    expect(bySubject.body.result.items.map((i: { subject: string }) => i.subject)).toEqual(['Bravo']);
    const byText = await call('colleague', 'POST', '/inbox/thread/list', { search: 'Charlie kiwi' });
    expect(byText.body.result.items.map((i: { subject: string }) => i.subject)).toEqual(['Charlie']);
    const byName = await call('colleague', 'POST', '/inbox/thread/list', { search: 'r4 Test' });
    expect(byName.body.result.items.map((i: { subject: string }) => i.subject)).toEqual(['Charlie']);
    // LIKE wildcards are searched as text.
    expect((await call('colleague', 'POST', '/inbox/thread/list', { search: '%' })).body.result.total).toBe(0);
    const invalid = await call('colleague', 'POST', '/inbox/thread/list', { page: -1, pageSize: 1000 });
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['page', 'pageSize']);
    const viewPage = await call('colleague', 'GET', `/inbox/thread/${ids[0]}/view?page=0&pageSize=1`);
    expect(viewPage.body.result).toMatchObject({ messageCount: 2, messages: [{ content: '<p>ok</p>' }] });
    expect((await call('colleague', 'GET', `/inbox/thread/${ids[0]}/view?pageSize=abc`)).status).toBe(422);
  });

  it('refuses invalid threads and attachments with field errors, storing nothing', async () => {
    const count = async () => (await w.db.query<{ n: string }>('SELECT count(*) AS n FROM inbox_messages'))[0]!.n;
    const before = await count();
    const empty = await call('author', 'POST', '/inbox/thread/create', { participants: [], subject: ' ', message: { content: '<p></p>' } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['message.content', 'participants', 'subject']);
    const self = await call('author', 'POST', '/inbox/thread/create', thread(['author'], '<p>x</p>'));
    expect(self.body.errors).toEqual({ participants: 'You cannot write to yourself.' });
    const nobody = await call('author', 'POST', '/inbox/thread/create', { ...thread([], '<p>x</p>'), participants: [{ id: 987654 }] });
    expect(Object.keys(nobody.body.errors)).toEqual(['participants']);
    const hiddenJob = await w.job('draft', 'colleague');
    expect((await call('r3', 'POST', '/inbox/thread/create', { ...thread(['author'], '<p>x</p>'), job: { id: hiddenJob } })).status).toBe(
      404,
    );

    // Files: a picture upload is not an attachment; another user's upload is unknown; a wrong type or 21 MB never uploads.
    const avatar = await upload('author', 'me.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'avatar', 'image/png');
    const others = await upload('r2', 'cv.pdf', PDF);
    for (const id of [avatar.body.result?.id ?? 0, others.body.result!.id, 987654]) {
      const refused = await call('author', 'POST', '/inbox/thread/create', {
        ...thread(['r1'], '<p>x</p>'),
        message: { content: '<p>x</p>', attachments: [id] },
      });
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['message.attachments']);
    }
    const exe = await upload('author', 'tool.exe', Buffer.from('MZ\u0090\u0000'), 'attachment', 'application/octet-stream');
    expect(exe.status).toBe(422);
    expect(exe.body.message).toMatch(/^File has invalid type\. Only .* files are allowed\.$/);
    const huge = await upload('author', 'huge.pdf', Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]));
    expect([413, 422]).toContain(huge.status);
    expect(huge.body.message).toMatch(/exceeds the maximum allowed size of 20 MB$/);
    expect(await count()).toBe(before);
  });

  it('offers contacts by the add-contacts rules of 001 §5', async () => {
    const job = await w.job('active', 'manager', { title: 'Contacts' });
    for (const [who, status] of [
      ['r1', 'accepted'],
      ['r2', 'requested'],
      ['r3', 'rejected'],
    ] as const) {
      await w.db.query('INSERT INTO job_recruiters (job_id, recruiter_id, status) VALUES ($1, $2, $3)', [job, w.ids[who], status]);
    }
    const names = (response: { body: { result: { items: { fullName: string }[] } } }) => response.body.result.items.map((c) => c.fullName);
    expect(names(await call('manager', 'GET', `/inbox/message-contacts?jobId=${job}`))).toEqual(['r1 Test', 'r2 Test']);
    expect(names(await call('manager', 'GET', `/inbox/message-contacts?jobId=${job}&search=r2`))).toEqual(['r2 Test']);
    // A consultant sees the author of vacancies where they are accepted only.
    expect(names(await call('r1', 'GET', `/inbox/message-contacts?jobId=${job}`))).toEqual(['manager Test']);
    expect(names(await call('r2', 'GET', `/inbox/message-contacts?jobId=${job}`))).toEqual([]);
    expect((await call('stranger', 'GET', `/inbox/message-contacts?jobId=${job}`)).status).toBe(404);
    expect((await call('manager', 'GET', '/inbox/message-contacts?jobId=abc')).status).toBe(422);
  });

  it('lets no vector of the XSS corpus survive in a message, created or edited, stored or served', async () => {
    const mutated = mutatedVectors(1000, 20);
    const payloads = [...xssVectors, ...Array.from({ length: 40 }, (_, i) => mutated.slice(i * 25, i * 25 + 25).join(''))];
    const first = await call('r4', 'POST', '/inbox/thread/create', thread(['author'], '<p>start</p>'));
    const messageId = first.body.result.messages[0].id as number;
    const survived: string[] = [];
    let stored = 0;
    // After a harmless paragraph, so that a vector the sanitiser removes whole still leaves a message to store.
    for (const payload of payloads.map((vector) => `<p>x</p>${vector}`)) {
      const created = await call('r4', 'POST', '/inbox/thread/create', thread(['author'], payload));
      if (created.status === 422) {
        // Control characters are refused whole, before sanitising.
        expect(Object.keys(created.body.errors)).toEqual(['message.content']);
      } else {
        expect(created.status, payload).toBe(200);
        stored++;
        survived.push(...richTextViolations(created.body.result.messages[0].content ?? '').map(() => payload));
      }
      const edited = await call('r4', 'PUT', `/inbox/message/${messageId}/edit`, { content: payload });
      if (edited.status === 422) expect(Object.keys(edited.body.errors)).toEqual(['content']);
      else survived.push(...richTextViolations(edited.body.result.content ?? '').map(() => payload));
    }
    const rows = await w.db.query<{ content: string | null }>('SELECT content FROM inbox_messages WHERE author_id = $1', [w.ids.r4]);
    for (const row of rows) survived.push(...richTextViolations(row.content ?? '').map(() => row.content!));
    expect(stored).toBeGreaterThan(100);
    expect(survived).toEqual([]);
  });
});
