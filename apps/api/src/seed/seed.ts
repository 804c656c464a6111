import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import type { FileStorage } from '../files/storage';
import { demoOrganizations, demoUsers, type DemoOrganizationKey } from './demo';
import { seedDemoApplications, seedDemoCandidateLists, seedDemoShortlists } from './applications';
import { seedDemoDocuments } from './documents';
import { seedDemoJobs } from './jobs';

export interface SeedResult {
  organizationsCreated: number;
  usersCreated: number;
  /** Demo PDFs stored (with a storage only). */
  documentsCreated?: number;
}

/**
 * Writes the demo organisations, users, vacancies, applications and candidate lists that are
 * missing, and with a `storage` the candidates' and the candidate lists' documents (generated PDFs);
 * running it again changes nothing. Existing users (matched by e-mail) and their passwords are left alone.
 */
export async function seedDemoData(db: Database, { storage }: { storage?: FileStorage } = {}): Promise<SeedResult> {
  const result: SeedResult = await seedPeople(db);
  await seedDemoJobs(db);
  await seedDemoApplications(db);
  await seedDemoCandidateLists(db);
  await seedDemoShortlists(db);
  if (storage) result.documentsCreated = await seedDemoDocuments(db, storage);
  return result;
}

/** The demo organisations and users that are missing, in one transaction. */
async function seedPeople(db: Database): Promise<SeedResult> {
  // Hash only the passwords of users still missing: a start on a seeded database costs one query.
  const existing = new Set(
    (
      await db.query<{ u: string }>('SELECT lower(username) AS u FROM users WHERE lower(username) = ANY($1)', [
        demoUsers.map((u) => u.username.toLowerCase()),
      ])
    ).map((r) => r.u),
  );
  const missing = demoUsers.filter((u) => !existing.has(u.username.toLowerCase()));
  const [{ n: orgCount } = { n: '0' }] = await db.query<{ n: string }>('SELECT count(*) AS n FROM organizations WHERE name = ANY($1)', [
    demoOrganizations.map((o) => o.name),
  ]);
  if (missing.length === 0 && Number(orgCount) >= demoOrganizations.length) return { organizationsCreated: 0, usersCreated: 0 };
  const hashes = new Map<string, string>();
  for (const password of new Set(missing.map((u) => u.password))) hashes.set(password, await hashPassword(password));
  return db.transaction(async (tx) => {
    const orgIds = new Map<DemoOrganizationKey, number>();
    let organizationsCreated = 0;
    for (const org of demoOrganizations) {
      const [existing] = await tx.query<{ id: string }>('SELECT id FROM organizations WHERE name = $1 AND type = $2', [org.name, org.type]);
      if (existing) {
        orgIds.set(org.key, Number(existing.id));
        continue;
      }
      const [created] = await tx.query<{ id: string }>(
        'INSERT INTO organizations (name, type, country_code, city) VALUES ($1, $2, $3, $4) RETURNING id',
        [org.name, org.type, org.countryCode, org.city],
      );
      orgIds.set(org.key, Number(created!.id));
      organizationsCreated++;
    }
    let usersCreated = 0;
    for (const user of demoUsers) {
      const rows = await tx.query<{ id: string }>(
        `INSERT INTO users (username, password_hash, first_name, last_name, roles, organization_id, position, city, country_code,
                            subscription, rating, interview_ratio, customer_satisfaction, sectors, departments, search_types,
                            countries, keywords, interviews_count, placements_count, company_rating_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
         ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
        [
          user.username,
          hashes.get(user.password),
          user.firstName,
          user.lastName,
          user.roles,
          user.organization ? orgIds.get(user.organization) : null,
          user.position,
          user.city,
          user.countryCode,
          user.subscription ?? 'basic',
          user.rating ?? -1,
          user.interviewRatio ?? null,
          user.customerSatisfaction ?? null,
          user.profile?.sectors ?? [],
          user.profile?.departments ?? [],
          user.profile?.searchTypes ?? [],
          user.profile?.countries ?? [],
          user.profile?.keywords ?? [],
          user.profile?.interviewsCount ?? 0,
          user.profile?.placementsCount ?? 0,
          user.profile?.companyRatingCount ?? 0,
        ],
      );
      const id = rows[0]?.id;
      if (!id) continue;
      usersCreated++;
      for (const managed of user.manages ?? []) {
        await tx.query('INSERT INTO organization_managers (user_id, organization_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          id,
          orgIds.get(managed),
        ]);
      }
    }
    return { organizationsCreated, usersCreated };
  });
}

/** The demo logins as a printable table. */
export function demoLoginTable(): string {
  const rows = demoUsers.map((u) => [u.role, u.username, u.password]);
  const widths = [0, 1, 2].map((i) => Math.max(...[['role', 'e-mail', 'password'], ...rows].map((r) => r[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`;
  return [line(['role', 'e-mail', 'password']), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
