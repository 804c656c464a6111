import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, type Session, signIn } from './helpers';

// Issue 15's vacancy journey on the real server with fresh demo data, once in English and once in
// German from start to end: an employer creates a vacancy with a 20 % fee and publishes it (the terms
// accepted and kept by the server), invites a consultant through the invite stepper with the
// keyboard only and a German invitation text, sees the preview and sends it (the mail in the
// outbox); that consultant accepts the invitation from the home page; a second consultant requests
// the vacancy with a cover letter; the employer approves one and rejects another with a reason,
// puts the vacancy on hold and reactivates it, cancels it rating the consultant who supplied a
// candidate; an admin reactivates it. Then: an admin reopens a closed vacancy; a consultant cannot
// open a vacancy they have no part in; a 409 after a second browser acted first keeps the input.
// Every journey creates its own vacancies (titles with a run mark), so no other spec's data changes.

// The create form and the stepper load their chunks and lists on a busy machine: more than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const consultants = {
  lea: { email: 'consultant1@mandate.demo', password: 'Consultant-2026', name: 'Lea Schneider' },
  juerg: { email: 'consultant2@mandate.demo', password: 'Consultant-2026', name: 'Jürg Baumann' },
  sophie: { email: 'consultant3@mandate.demo', password: 'Consultant-2026', name: 'Sophie Wagner' },
  tobias: { email: 'consultant4@mandate.demo', password: 'Consultant-2026', name: 'Tobias Keller' },
  elodie: { email: 'consultant5@mandate.demo', password: 'Consultant-2026', name: 'Élodie Dubois' },
} as const;
type ConsultantKey = keyof typeof consultants;

/** Sessions by account, each logged in once (logins are rate limited per account). */
const sessions = new Map<string, Session>();
async function sessionOf(request: APIRequestContext, user: { email: string; password: string }) {
  if (!sessions.has(user.email)) sessions.set(user.email, await apiLogin(request, user));
  return sessions.get(user.email)!;
}

/** A mark that keeps the titles of this run apart from those of earlier runs on the same database. */
const runMark = () => Date.now().toString(36).slice(-5).toUpperCase();

/** 0 axe violations on the page as it settles, not a moment of loading (a lazy chunk's spinner stands outside the landmarks). */
async function expectSettledWithoutAxeViolations(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
}

/** Tabs (Shift+Tab with `back`) until `target` has focus: keyboard only, at most `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    const focused = await target
      .evaluate((el) => el === document.activeElement || el.contains(document.activeElement), undefined, { timeout: 2_000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with Tab`);
}

/** Arrow keys through an open menu or list box until `item` has focus (at most 20). */
async function arrowTo(page: Page, item: Locator) {
  for (let i = 0; i < 20; i++) {
    const focused = await item
      .evaluate((el) => el === document.activeElement || el.getAttribute('data-focused') === 'true', undefined, { timeout: 2_000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${String(item)} was not reached with the arrow keys`);
}

async function call<T>(request: APIRequestContext, session: Session, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: { Token: session.token },
    data: method === 'GET' ? undefined : (data ?? {}),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

type Relation = { id: number; recruiter: { fullName: string }; status: { code: string }; comment: string | null };

/** The server's consultants of a vacancy, by name. */
async function relations(request: APIRequestContext, session: Session, vacancyId: number) {
  const { items } = await call<{ items: Relation[] }>(request, session, 'GET', `job/${vacancyId}/job-recruiter`);
  return new Map(items.map((item) => [item.recruiter.fullName, item]));
}

async function jobStatus(request: APIRequestContext, session: Session, vacancyId: number) {
  return (await call<{ status: { code: string } }>(request, session, 'GET', `job/${vacancyId}/view`)).status.code;
}

type HistoryItem = {
  action: string;
  entityType: string;
  details: Record<string, unknown>;
  actor: { id: number } | null;
  creationDate: string;
};

async function history(request: APIRequestContext, session: Session, vacancyId: number) {
  return (await call<{ items: HistoryItem[] }>(request, session, 'GET', `job/${vacancyId}/history`)).items;
}

/** The mails the server queued for an address (test-only route of the e2e server). */
async function outbox(request: APIRequestContext, to: string, kind: string) {
  const response = await request.get(`/api/testing/outbox?to=${encodeURIComponent(to)}&kind=${kind}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { items: { subject: string; text: string; html: string | null }[] } }).result.items;
}

/** A consultant's candidate submitted to a vacancy (consent given): the consultant has supplied a candidate. */
async function submitCandidate(request: APIRequestContext, session: Session, vacancyId: number, mark: string) {
  const candidate = await call<{ id: number }>(request, session, 'POST', 'candidate/create', {
    firstName: 'Mira',
    lastName: `Journey ${mark}`,
    email: `mira.journey.${mark.toLowerCase()}.${vacancyId}@example.ch`,
    phone: null,
    dateOfBirth: null,
    city: 'Basel',
    countryCode: 'CH',
    employed: true,
    consent: { document: 'candidate-privacy-notice', locale: 'en' },
  });
  return call<{ id: number }>(request, session, 'POST', 'application/create', {
    jobId: vacancyId,
    candidateId: candidate.id,
    consent: true,
  });
}

async function openAs(page: Page, session: Session, path: string, locale: 'en' | 'de') {
  await signIn(page, session, locale);
  await page.goto(path);
}

/** The success bar (or its screen-reader twin) with `text`. */
const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();

const texts = {
  en: {
    employer: demo.employer,
    invitee: 'elodie',
    requester: 'tobias',
    rejected: 'juerg',
    title: 'Head of Clinical Operations',
    create: 'New vacancy',
    titleField: /^Job title/,
    fee: /^Success fee in %/,
    publish: 'Save and publish…',
    publishDialog: 'Publish vacancy',
    accept: 'I accept the terms and conditions',
    confirmPublish: 'Publish',
    published: 'The vacancy is published.',
    fee20: '20 % of the yearly package',
    active: 'Active',
    onHold: 'On hold',
    cancelled: 'Cancelled',
    actions: 'Actions',
    invite: 'Invite search consultants',
    search: 'Search consultants',
    continue: 'Continue',
    textsStep: 'Notification text',
    language: /Language/,
    german: 'German',
    invitationText: /^Invitation text/,
    previewButton: 'Preview',
    previewStep: 'Preview',
    previewFor: (name: string) => `The notification as ${name} receives it:`,
    send: 'Send invitation',
    invited: 'Invited',
    inviteDone: 'The invitation is sent.',
    openInvitations: 'Open invitations',
    acceptButton: 'Accept',
    applyDialog: 'Apply to work on the vacancy',
    coverLetter: /^Cover letter/,
    yes: 'Yes',
    acceptDone: (title: string) => `You accepted the invitation to ${title}.`,
    workingOn: 'Vacancies you work on',
    request: 'Apply to work on this vacancy',
    requestDone: 'Your request is sent. The employer decides whether to accept you.',
    requested: 'Requested',
    applied: 'Applied',
    rejectedLabel: 'Rejected',
    approve: 'Approve',
    approveDialog: 'Activate search consultant',
    approveDone: (name: string) => `${name} works on the vacancy now.`,
    reject: 'Reject',
    rejectDialog: 'Reject search consultant',
    reason: /Reason/,
    rejectReason: 'We staff this vacancy with our preferred partners only.',
    rejectDone: (name: string) => `${name} is rejected.`,
    hold: 'Put on hold',
    holdDialog: 'Put vacancy on hold',
    holdDone: 'The vacancy is on hold.',
    reactivate: 'Reactivate',
    reactivateDialog: 'Reactivate vacancy',
    reactivateDone: 'The vacancy is active again.',
    cancel: 'Cancel vacancy',
    cancelDialog: 'Cancel vacancy',
    ratings: 'Rate the search consultants who supplied candidates',
    stars: '4 of 5 stars',
    cancelDone: 'The vacancy is cancelled.',
    coverLetterText: 'Clinical operations leaders are my field: I placed three in Basel last year.',
    acceptText: 'Gladly: I know several clinical operations leaders who would fit.',
  },
  de: {
    employer: { ...demo.employerDe, name: 'Jonas Becker' },
    invitee: 'sophie',
    requester: 'lea',
    rejected: 'tobias',
    title: 'Leiterin Disposition Region Nord',
    create: 'Neue Stelle',
    titleField: /^Stellentitel/,
    fee: /^Erfolgshonorar in %/,
    publish: 'Speichern und veröffentlichen…',
    publishDialog: 'Stelle veröffentlichen',
    accept: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen',
    confirmPublish: 'Veröffentlichen',
    published: 'Die Stelle ist veröffentlicht.',
    fee20: '20 % des Jahrespakets',
    active: 'Aktiv',
    onHold: 'Pausiert',
    cancelled: 'Abgebrochen',
    actions: 'Aktionen',
    invite: 'Personalberater einladen',
    search: 'Personalberater suchen',
    continue: 'Weiter',
    textsStep: 'Benachrichtigungstext',
    language: /Sprache/,
    german: 'Deutsch',
    invitationText: /^Einladungstext/,
    previewButton: 'Vorschau',
    previewStep: 'Vorschau',
    previewFor: (name: string) => `Die Benachrichtigung, wie ${name} sie erhält:`,
    send: 'Einladung senden',
    invited: 'Eingeladen',
    inviteDone: 'Die Einladung ist verschickt.',
    openInvitations: 'Offene Einladungen',
    acceptButton: 'Annehmen',
    applyDialog: 'Mitarbeit an der Stelle anbieten',
    coverLetter: /^Anschreiben/,
    yes: 'Ja',
    acceptDone: (title: string) => `Sie haben die Einladung zu ${title} angenommen.`,
    workingOn: 'Vakanzen, an denen Sie arbeiten',
    request: 'An dieser Stelle mitarbeiten',
    requestDone: 'Ihre Anfrage ist gesendet. Das Unternehmen entscheidet, ob es Sie annimmt.',
    requested: 'Angefragt',
    applied: 'Beworben',
    rejectedLabel: 'Abgelehnt',
    approve: 'Freigeben',
    approveDialog: 'Personalberater/in aktivieren',
    approveDone: (name: string) => `${name} arbeitet jetzt an der Stelle.`,
    reject: 'Ablehnen',
    rejectDialog: 'Personalberater/in ablehnen',
    reason: /Grund/,
    rejectReason: 'Wir besetzen diese Stelle nur mit unseren bevorzugten Partnern.',
    rejectDone: (name: string) => `${name} ist abgelehnt.`,
    hold: 'Pausieren',
    holdDialog: 'Stelle pausieren',
    holdDone: 'Die Stelle ist pausiert.',
    reactivate: 'Reaktivieren',
    reactivateDialog: 'Stelle reaktivieren',
    reactivateDone: 'Die Stelle ist wieder aktiv.',
    cancel: 'Stelle abbrechen',
    cancelDialog: 'Stelle abbrechen',
    ratings: 'Bewerten Sie die Personalberater/innen, die Kandidaten vorgeschlagen haben',
    stars: '4 von 5 Sternen',
    cancelDone: 'Die Stelle ist abgebrochen.',
    coverLetterText: 'Disposition und Logistik sind mein Gebiet: Ich habe letztes Jahr drei Leitungen in Hamburg besetzt.',
    acceptText: 'Sehr gerne: Ich kenne mehrere Dispositionsleiterinnen, die passen würden.',
  },
} as const;

/** The invitation text typed in the stepper: German in both journeys. */
const germanInvitation = 'Wir bauen unsere klinische Abteilung aus und kennen Ihr Netzwerk. Hätten Sie Zeit für ein Gespräch?';

test.describe.configure({ mode: 'default' });

for (const locale of ['en', 'de'] as const) {
  test(`${locale}: create, publish, invite with the keyboard, accept, request, approve, reject, hold, cancel with ratings, admin reactivates`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const t = texts[locale];
    const title = `${t.title} ${runMark()}`;
    const employer = await sessionOf(request, t.employer);
    const invitee = consultants[t.invitee as ConsultantKey];
    const requester = consultants[t.requester as ConsultantKey];
    const rejected = consultants[t.rejected as ConsultantKey];

    // 1. The employer creates the vacancy with a 20 % fee and publishes it, accepting the terms.
    await openAs(page, employer, '/dashboard/vacancy/create', locale);
    await expect(page.getByRole('heading', { level: 1, name: t.create })).toBeVisible();
    await page.getByRole('textbox', { name: t.titleField }).fill(title);
    await page.getByRole('textbox', { name: t.fee }).fill('20');
    await page.getByRole('button', { name: t.publish }).click();
    const publishDialog = page.getByRole('dialog', { name: t.publishDialog });
    await expect(publishDialog.getByRole('link')).toHaveAttribute('href', new RegExp(`terms-${locale}-`));
    await publishDialog.getByText(t.accept).click();
    await publishDialog.getByRole('button', { name: t.confirmPublish }).click();
    await expect(page).toHaveURL(/\/dashboard\/vacancy\/\d+\/view$/, { timeout: 30_000 });
    // The success bar first: it goes away after a while.
    await expect(notice(page, t.published)).toBeVisible();
    const id = Number(/vacancy\/(\d+)\/view/.exec(page.url())![1]);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText(t.active, { exact: true })).toBeVisible();
    await expect(main.getByText(t.fee20)).toBeVisible();
    const created = await call<{ status: { code: string }; successFeePercentage: number }>(request, employer, 'GET', `job/${id}/view`);
    expect({ status: created.status.code, fee: created.successFeePercentage }).toEqual({ status: 'active', fee: 20 });
    // The server keeps the acceptance: who published, when, which terms (language and revision).
    const publication = (await history(request, employer, id)).find((entry) => entry.action === 'pay-for-publication');
    expect(publication?.actor?.id).toBe(employer.userId);
    expect(publication?.details.terms).toEqual({
      accepted: true,
      locale,
      revision: '2018-05-25',
      url: `/documents/terms-${locale}-2018-05-25.pdf`,
    });

    // 2. The invite stepper, keyboard only: the menu, the picker's search, the tick, German, the text, the preview, send.
    const actions = page.getByRole('button', { name: t.actions });
    await tabTo(page, actions);
    await page.keyboard.press('Enter');
    const inviteItem = page.getByRole('menuitem', { name: t.invite });
    await arrowTo(page, inviteItem);
    await page.keyboard.press('Enter');
    const stepper = page.getByRole('dialog', { name: locale === 'de' ? 'Personalberater/innen einladen' : t.invite });
    await expect(stepper).toBeVisible();
    const search = stepper.getByRole('searchbox', { name: t.search }).or(stepper.getByRole('textbox', { name: t.search }));
    await tabTo(page, search);
    await page.keyboard.type(invitee.name);
    const table = stepper.getByRole('table');
    const row = table.getByRole('row', { name: new RegExp(invitee.name) });
    await expect(row).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await tabTo(page, row.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect(row.getByRole('checkbox')).toBeChecked();
    await expect(stepper.getByRole('group', { name: /chosen|ausgewählt/ })).toContainText(invitee.name);
    await expectSettledWithoutAxeViolations(page);
    await tabTo(page, stepper.getByRole('button', { name: t.continue }));
    await page.keyboard.press('Enter');
    await expect(stepper.getByRole('heading', { level: 3, name: t.textsStep })).toBeFocused();
    const language = stepper.getByRole('button', { name: t.language });
    await tabTo(page, language);
    await page.keyboard.press('Enter');
    const german = page.getByRole('option', { name: t.german });
    await arrowTo(page, german);
    await page.keyboard.press('Enter');
    await expect(language).toContainText(t.german);
    const text = stepper.getByRole('textbox', { name: t.invitationText });
    // The German default text has replaced the English one.
    await expect(text).toContainText('Haben Sie Interesse?');
    await tabTo(page, text);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(germanInvitation);
    await expect(text).toHaveText(germanInvitation);
    await expectSettledWithoutAxeViolations(page);
    await tabTo(page, stepper.getByRole('button', { name: t.previewButton }));
    await page.keyboard.press('Enter');
    await expect(stepper.getByRole('heading', { level: 3, name: t.previewStep })).toBeFocused();
    // The server's rendering for the chosen consultant, in German.
    await expect(stepper.getByText(t.previewFor(invitee.name))).toBeVisible();
    await expect(stepper).toContainText(`Einladung zur Vakanz ${title}`);
    await expect(stepper).toContainText(`Guten Tag ${invitee.name}`);
    await expect(stepper).toContainText(germanInvitation);
    await expectSettledWithoutAxeViolations(page);
    await tabTo(page, stepper.getByRole('button', { name: t.send }));
    await page.keyboard.press('Enter');
    await expect(stepper).toBeHidden({ timeout: 20_000 });
    await expect(notice(page, t.inviteDone)).toBeVisible();
    const inviteeRow = page.getByRole('listitem', { name: invitee.name });
    await expect(inviteeRow.getByText(t.invited, { exact: true })).toBeVisible();
    const afterInvite = await relations(request, employer, id);
    expect(afterInvite.get(invitee.name)?.status.code).toBe('invited');
    expect(afterInvite.get(invitee.name)?.comment).toContain(germanInvitation);
    // The invitation mail in German reached the outbox.
    const [mail] = await outbox(request, invitee.email, 'job-invitation');
    expect(mail?.subject).toBe(`Einladung zur Vakanz ${title}`);
    expect(mail?.text).toContain(`Guten Tag ${invitee.name}`);
    expect(mail?.text).toContain(germanInvitation);

    // 3. The invited consultant finds the invitation on the home page and accepts it.
    const inviteeSession = await sessionOf(request, invitee);
    await openAs(page, inviteeSession, '/dashboard/index/my-mandate', locale);
    const card = page.getByRole('region', { name: t.openInvitations }).getByRole('listitem', { name: title });
    await expect(card).toContainText(germanInvitation);
    await expectSettledWithoutAxeViolations(page);
    await card.getByRole('button', { name: t.acceptButton }).click();
    const applyDialog = page.getByRole('dialog', { name: t.applyDialog });
    await applyDialog.getByRole('textbox', { name: t.coverLetter }).fill(t.acceptText);
    await applyDialog.getByRole('button', { name: t.yes }).click();
    await expect(applyDialog).toBeHidden();
    await expect(page.getByRole('alertdialog', { name: t.acceptDone(title) })).toBeVisible();
    await expect(page.getByRole('region', { name: t.workingOn }).getByRole('link', { name: title })).toBeVisible();
    const accepted = (await relations(request, employer, id)).get(invitee.name);
    expect(accepted?.status.code).toBe('accepted');
    expect(accepted?.comment).toContain(t.acceptText);

    // 4. A second consultant requests the vacancy with a cover letter; a third asks through the API.
    const requesterSession = await sessionOf(request, requester);
    await openAs(page, requesterSession, `/dashboard/vacancy/${id}/view`, locale);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The page's primary action (the consultants tab offers the same).
    await main.locator('header').getByRole('button', { name: t.request }).click();
    const requestDialog = page.getByRole('dialog', { name: t.applyDialog });
    await requestDialog.getByRole('textbox', { name: t.coverLetter }).fill(t.coverLetterText);
    await expectSettledWithoutAxeViolations(page);
    await requestDialog.getByRole('button', { name: t.yes }).click();
    await expect(requestDialog).toBeHidden();
    await expect(notice(page, t.requestDone)).toBeVisible();
    await expect(page.getByRole('listitem', { name: requester.name }).getByText(t.requested, { exact: true })).toBeVisible();
    await call(request, await sessionOf(request, rejected), 'POST', `job/${id}/job-recruiter/request`, {
      comment: '<p>I would like to work on it.</p>',
    });

    // 5. The employer approves the one and rejects the other with a reason.
    await openAs(page, employer, `/dashboard/vacancy/${id}/view`, locale);
    const requesterRow = page.getByRole('listitem', { name: requester.name });
    await expect(requesterRow).toContainText(t.coverLetterText);
    await requesterRow.getByRole('button', { name: t.approve }).click();
    const approveDialog = page.getByRole('dialog', { name: t.approveDialog });
    await approveDialog.getByRole('button', { name: t.yes }).click();
    await expect(approveDialog).toBeHidden();
    await expect(notice(page, t.approveDone(requester.name))).toBeVisible();
    await expect(requesterRow.getByText(t.applied, { exact: true })).toBeVisible();
    const rejectedRow = page.getByRole('listitem', { name: rejected.name });
    await rejectedRow.getByRole('button', { name: t.reject }).click();
    const rejectDialog = page.getByRole('dialog', { name: t.rejectDialog });
    await rejectDialog.getByRole('textbox', { name: t.reason }).fill(t.rejectReason);
    await rejectDialog.getByRole('button', { name: t.yes }).click();
    await expect(rejectDialog).toBeHidden();
    await expect(notice(page, t.rejectDone(rejected.name))).toBeVisible();
    await expect(rejectedRow.getByText(t.rejectedLabel, { exact: true })).toBeVisible();
    const decided = await relations(request, employer, id);
    expect([decided.get(requester.name)?.status.code, decided.get(rejected.name)?.status.code]).toEqual(['accepted', 'rejected']);
    const rejection = (await history(request, employer, id)).findLast((entry) => entry.action === 'reject');
    expect(JSON.stringify(rejection)).toContain(t.rejectReason);

    // 6. On hold and active again, through the menu.
    await actions.click();
    await page.getByRole('menuitem', { name: t.hold }).click();
    const holdDialog = page.getByRole('dialog', { name: t.holdDialog });
    await holdDialog.getByRole('button', { name: t.reason }).click();
    await page.getByRole('option').first().click();
    await holdDialog.getByRole('button', { name: t.yes }).click();
    await expect(holdDialog).toBeHidden();
    await expect(notice(page, t.holdDone)).toBeVisible();
    await expect(main.getByText(t.onHold, { exact: true })).toBeVisible();
    expect(await jobStatus(request, employer, id)).toBe('on-hold');
    await actions.click();
    await page.getByRole('menuitem', { name: t.reactivate }).click();
    const reactivateDialog = page.getByRole('dialog', { name: t.reactivateDialog });
    await reactivateDialog.getByRole('button', { name: t.yes }).click();
    await expect(reactivateDialog).toBeHidden();
    await expect(notice(page, t.reactivateDone)).toBeVisible();
    await expect(main.getByText(t.active, { exact: true })).toBeVisible();
    expect(await jobStatus(request, employer, id)).toBe('active');

    // 7. The invited consultant has supplied a candidate; the employer cancels, rating them.
    await submitCandidate(request, inviteeSession, id, runMark());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await actions.click();
    await page.getByRole('menuitem', { name: t.cancel }).click();
    const cancelDialog = page.getByRole('dialog', { name: t.cancelDialog });
    const ratings = cancelDialog.getByRole('group', { name: t.ratings });
    await expect(ratings.getByRole('slider')).toHaveCount(1);
    await cancelDialog.getByRole('button', { name: t.reason }).click();
    await page.getByRole('option').first().click();
    const slider = ratings.getByRole('slider', { name: invitee.name });
    await slider.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuetext', t.stars);
    await expectSettledWithoutAxeViolations(page);
    await cancelDialog.getByRole('button', { name: t.yes }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(notice(page, t.cancelDone)).toBeVisible();
    await expect(main.getByText(t.cancelled, { exact: true })).toBeVisible();
    expect(await jobStatus(request, employer, id)).toBe('cancelled');
    type Rating = { user: { fullName?: string }; rating: number };
    const cancel = (await history(request, employer, id)).findLast((entry) => entry.action === 'cancel');
    expect(((cancel?.details.ratings ?? []) as Rating[]).map(({ user, rating }) => [user.fullName, rating])).toEqual([[invitee.name, 4]]);

    // 8. An admin reactivates the cancelled vacancy from its page.
    const admin = await sessionOf(request, demo.contentAdmin);
    await openAs(page, admin, `/dashboard/vacancy/${id}/view`, locale);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: t.actions }).click();
    await page.getByRole('menuitem', { name: t.reactivate }).click();
    const adminDialog = page.getByRole('dialog', { name: t.reactivateDialog });
    await adminDialog.getByRole('button', { name: t.yes }).click();
    await expect(adminDialog).toBeHidden();
    await expect(main.getByText(t.active, { exact: true })).toBeVisible();
    expect(await jobStatus(request, admin, id)).toBe('active');
    await expectSettledWithoutAxeViolations(page);
  });
}

/** The German terms of `POST /job/tos`, accepted: what publishing takes. */
const acceptedTerms = { terms: { accepted: true, locale: 'de', revision: '2018-05-25' } };

/** A published vacancy of the demo employer, made through the API for a test of its own. */
async function publishedVacancy(request: APIRequestContext, employer: Session, title: string, extra: Record<string, unknown> = {}) {
  const draft = await call<{ id: number }>(request, employer, 'POST', 'job/create', {
    title,
    successFeePercentage: 20,
    positionCount: 1,
    ...extra,
  });
  await call(request, employer, 'PUT', `job/${draft.id}/publish`, acceptedTerms);
  return draft.id;
}

test('an admin reopens a closed vacancy from its page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const employer = await sessionOf(request, demo.employer);
  const supplier = await sessionOf(request, consultants.elodie);
  const mark = runMark();
  const title = `Head of Pharmacovigilance ${mark}`;
  // Filled through the API: a consultant approved, their candidate offered and hired; the only position closes the vacancy.
  const id = await publishedVacancy(request, employer, title);
  const relation = await call<{ id: number }>(request, supplier, 'POST', `job/${id}/job-recruiter/request`, {
    comment: '<p>Pharmacovigilance is my field.</p>',
  });
  await call(request, employer, 'PUT', `job-recruiter/${relation.id}/approve`, {});
  const application = await submitCandidate(request, supplier, id, mark);
  await call(request, employer, 'PUT', `application/${application.id}/offer`, { comment: 'Offer sent by mail' });
  await call(request, employer, 'PUT', `application/${application.id}/hire`, {
    totalPackage: 180_000,
    offerDate: '2026-01-10',
    signatureDate: '2026-01-12',
    startDate: '2026-03-01',
    approvalNumber: `APP-${mark}`,
    approvalNote: null,
    ratings: [],
  });
  expect(await jobStatus(request, employer, id)).toBe('closed');

  const admin = await sessionOf(request, demo.contentAdmin);
  await openAs(page, admin, `/dashboard/vacancy/${id}/view`, 'en');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByText('Closed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Reopen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reopen vacancy' });
  await expect(dialog).toContainText(`Reopen “${title}”? It becomes active again.`);
  await expectSettledWithoutAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, 'The vacancy is open again.')).toBeVisible();
  await expect(main.getByText('Active', { exact: true })).toBeVisible();
  expect(await jobStatus(request, admin, id)).toBe('active');
  const reopened = (await history(request, admin, id)).findLast((entry) => entry.action === 'reopen');
  expect(reopened?.actor?.id).toBe(admin.userId);
});

test('a consultant cannot open a vacancy of a company that neither invited nor accepted them: the page says so, no data', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const employer = await sessionOf(request, demo.employer);
  const title = `Confidential Head of Legal ${runMark()}`;
  // Not public: only consultants the company invites or accepts see it.
  const id = await publishedVacancy(request, employer, title, { isPublic: false, city: 'Basel' });
  const outsider = await sessionOf(request, consultants.sophie);
  const refused = await request.get(`/api/job/${id}/view`, { headers: { Token: outsider.token } });
  expect(refused.status()).toBe(404);

  for (const locale of ['en', 'de'] as const) {
    await openAs(page, outsider, `/dashboard/vacancy/${id}/view`, locale);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(
      locale === 'de'
        ? 'Diese Stelle gibt es nicht, oder Sie dürfen sie nicht sehen.'
        : 'This vacancy does not exist, or you may not see it.',
    );
    // Nothing of the vacancy: the heading says none is shown; no title, no facts, no menu, no tabs.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'de' ? 'Stelle nicht verfügbar' : 'Vacancy not available');
    await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.getByText('Basel')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Actions|Aktionen)$/ })).toHaveCount(0);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expectSettledWithoutAxeViolations(page);
  }
});

test('a 409 because a second browser acted first: the dialog shows the server’s message and keeps the input', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const employer = await sessionOf(request, demo.employer);
  const title = `Head of Market Access ${runMark()}`;
  const id = await publishedVacancy(request, employer, title);
  const invitee = consultants.elodie;
  const inviteeSession = await sessionOf(request, invitee);
  await call(request, employer, 'POST', `job/${id}/job-recruiter/invite`, {
    recruiters: [inviteeSession.userId],
    comment: '<p>Would you help us with market access?</p>',
    language: 'en',
  });
  const comment = 'Fully booked until June, sorry.';

  // The consultant's browser: the decline dialog, a reason chosen and a comment typed.
  await openAs(page, inviteeSession, `/dashboard/vacancy/${id}/view`, 'en');
  await page.getByRole('listitem', { name: invitee.name }).getByRole('button', { name: 'Decline invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline invitation' });
  await dialog.getByRole('button', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'No capacity at the moment' }).click();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);

  // The employer's browser (a context of its own) withdraws the invitation first.
  const second = await browser.newContext();
  try {
    const other = await second.newPage();
    await openAs(other, employer, `/dashboard/vacancy/${id}/view`, 'en');
    const row = other.getByRole('listitem', { name: invitee.name });
    await row.getByRole('button', { name: 'Withdraw invitation' }).click();
    await other.getByRole('dialog', { name: 'Withdraw invitation' }).getByRole('button', { name: 'Yes' }).click();
    await expect(other.getByText(`The invitation of ${invitee.name} is withdrawn.`)).toBeVisible();
  } finally {
    await second.close();
  }
  expect((await relations(request, employer, id)).get(invitee.name)?.status.code).toBe('withdrawn-invitation');

  // The consultant's Yes is refused: the dialog says why, with the reason and the comment kept.
  await dialog.getByRole('button', { name: 'Yes' }).click();
  const refusal = await request.post(`/api/job/${id}/job-recruiter/invitation/decline`, {
    headers: { Token: inviteeSession.token },
    data: { declineReason: 'no-capacity', comment },
  });
  expect(refusal.status()).toBe(409);
  const { message } = (await refusal.json()) as { message: string };
  await expect(dialog.getByRole('alert')).toContainText(message);
  await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue(comment);
  await expect(dialog.getByRole('button', { name: /Reason/ })).toContainText('No capacity at the moment');
  // The dialog shows it: no error bar of the global handler besides.
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(1);
  await expectSettledWithoutAxeViolations(page);
  await dialog.getByRole('button', { name: 'No', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect((await relations(request, employer, id)).get(invitee.name)?.status.code).toBe('withdrawn-invitation');
});
