/** The SQL of invitation templates (templates.ts): the rows are `TemplateRow`s. */
import type { invitationTemplateKinds, Locale } from '@mandate/domain';
import type { Queryable } from '../db/database';

export type Kind = (typeof invitationTemplateKinds)[number];

export interface TemplateRow {
  id: string;
  kind: Kind;
  language: Locale;
  organization_id: string | null;
  subject: string;
  body: string;
  updated_at: Date | string;
}

/** The template of a kind and language: the company's own when it has one, else the platform's. */
export async function templateRow(
  db: Queryable,
  kind: Kind,
  language: Locale,
  organizationId: number | null,
): Promise<TemplateRow | undefined> {
  const rows = await db.query<TemplateRow>(
    `SELECT id, kind, language, organization_id, subject, body, updated_at FROM invitation_templates
      WHERE kind = $1 AND language = $2 AND (organization_id IS NULL OR organization_id = $3)
      ORDER BY organization_id NULLS LAST LIMIT 1`,
    [kind, language, organizationId],
  );
  return rows[0];
}

/** Changes the platform's template of a kind and language; undefined when there is none. */
export async function updatePlatformTemplate(
  db: Queryable,
  kind: Kind,
  language: Locale,
  subject: string,
  body: string,
  updatedBy: number,
): Promise<TemplateRow | undefined> {
  const [row] = await db.query<TemplateRow>(
    `UPDATE invitation_templates SET subject = $3, body = $4, updated_by = $5, updated_at = now()
        WHERE kind = $1 AND language = $2 AND organization_id IS NULL
        RETURNING id, kind, language, organization_id, subject, body, updated_at`,
    [kind, language, subject, body, updatedBy],
  );
  return row;
}
