/**
 * DownloadAttachmentsDialog payload, on PGlite and on PostgreSQL: the dialog's payload (the pages,
 * one PDF or one per part) is the query of `GET /application/{id}/pdf`, which the applications tab
 * downloads after its submit (apps/web ApplicationDialogs.tsx). A download changes nothing: the
 * subject is any application the demo employer sees, unclaimed.
 */
import { ApiError, downloadApplicationPdf, listApplications, type DownloadResult } from '@mandate/api-client';
import { downloadAttachmentsFixtures } from '@mandate/ui/fixtures';
import { describe, expect, it } from 'vitest';
import { onEachDatabase } from './harness/broker';
import { createWorld, type World } from './harness/world';

const { filled, defaults } = downloadAttachmentsFixtures;

/** The first bytes of a download, as text. */
const head = async (result: DownloadResult, length: number) =>
  new TextDecoder('latin1').decode(new Uint8Array(await result.blob.arrayBuffer()).subarray(0, length));

/** An application of the demo employer's vacancies. */
async function anApplication(world: World) {
  const [application] = (await listApplications(await world.client('employer'), { pageSize: 1 })).items;
  expect(application, 'the demo employer sees an application').toBeDefined();
  return application!.id;
}

describe('DownloadAttachmentsDialog payload', () => {
  onEachDatabase((server) => {
    const world = createWorld(server);

    it('DownloadAttachmentsDialog: the server answers 2xx to the Filled payload (one combined PDF with the cover page)', async () => {
      const pdf = await downloadApplicationPdf(await world.client('employer'), await anApplication(world), filled);
      expect(pdf.fileName).toMatch(/\.pdf$/);
      expect(await head(pdf, 5)).toBe('%PDF-');
    });

    it('DownloadAttachmentsDialog: the server answers 2xx to the defaults sent untouched (a zip of one PDF per part)', async () => {
      const zip = await downloadApplicationPdf(await world.client('employer'), await anApplication(world), defaults);
      expect(zip.fileName).toMatch(/\.zip$/);
      expect(await head(zip, 4)).toBe('PK\u0003\u0004');
    });

    it('DownloadAttachmentsDialog: the server refuses the download to another company’s employer (403)', async () => {
      // Only users allowed to see the record get it (issue 14).
      const applicationId = await anApplication(world);
      const stranger = await world.client('employerDe');
      const refusal = await downloadApplicationPdf(stranger, applicationId, filled).then(
        () => 'downloaded',
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).status).toBe(403);
    });
  });
});
