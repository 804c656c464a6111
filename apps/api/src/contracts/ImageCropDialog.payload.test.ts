/**
 * ImageCropDialog payload (docs/adding-a-dialog.md §5). The dialog's "payload" is a file,
 * not JSON, so it does not fit `dialogContract` (harness/dialogContract.ts): here a PNG of exactly the
 * dialog's output (`imageCropFixtures.output`, 250 × 284, image/png, named avatar.png or logo.png:
 * what its Filled and Logo stories check)
 * goes to the real server (apps/api in a child process, demo data; once on PGlite, once on PostgreSQL:
 * harness/broker.ts) through the real API client, as the app uploads it after Save: a profile picture as a demo consultant
 * (`POST /user/{id}/upload-avatar`) and a logo as the demo employer, who manages Helvetia Pharma AG
 * (`POST /organization/{id}/upload-logo`). Both answer 2xx, and the stored picture is what the
 * profile shows afterwards. (A nameless Blob is refused with 422 "File has invalid type": the
 * server accepts an upload by its name's extension and its bytes, which is why the dialog names it.)
 */
import { deflateSync } from 'node:zlib';
import { getCurrentUser, uploadOrganizationLogo, uploadUserAvatar, viewUser } from '@mandate/api-client';
import { imageCropFixtures } from '@mandate/ui/fixtures';
import { describe, expect, it } from 'vitest';
import { onEachDatabase } from './harness/broker';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of `width` × `height` (a vertical gradient), as the dialog's canvas encodes one. */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // filter byte 0
    for (let x = 0; x < width; x++) rows.set([40, 120, Math.round((255 * y) / height)], row + 1 + x * 3);
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const { output } = imageCropFixtures;
/** The file the dialog's Save hands to `onSubmit`, named as it names it. */
const picture = (name: string) => new File([png(output.width, output.height)], name, { type: output.type });

describe('ImageCropDialog payload', () => {
  onEachDatabase((server) => {
    it('ImageCropDialog: the server answers 2xx to the Filled payload (a 250 × 284 PNG as a demo consultant’s avatar, which the profile then shows)', async () => {
      const consultant = await server().signIn({ username: 'consultant1@mandate.demo', password: 'Consultant-2026' });
      const me = await getCurrentUser(consultant);
      const uploaded = await uploadUserAvatar(consultant, me.id, picture(output.names.avatar));
      expect(uploaded).toMatchObject({ fullPath: expect.stringMatching(/^\/api\/file\/\d+\/download$/) as string });
      expect((await viewUser(consultant, me.id)).avatar).toEqual({ fullPath: uploaded.fullPath });
    });

    it('ImageCropDialog: the server answers 2xx to the Filled payload (a 250 × 284 PNG as the logo of the organisation the demo employer manages)', async () => {
      const employer = await server().signIn({ username: 'employer@mandate.demo', password: 'Employer-2026' });
      const organization = (await getCurrentUser(employer)).managedOrganizations?.[0];
      expect(organization?.name).toBe('Helvetia Pharma AG');
      const uploaded = await uploadOrganizationLogo(employer, organization!.id, picture(output.names.logo));
      expect(uploaded.fullPath).toMatch(/^\/api\/file\/\d+\/download$/);
    });

    it('ImageCropDialog: the server refuses a picture it cannot accept with 422 and a message, as the RefusedMessage story shows it', async () => {
      const consultant = await server().signIn({ username: 'consultant1@mandate.demo', password: 'Consultant-2026' });
      const me = await getCurrentUser(consultant);
      // The same bytes without a name (the api-client then says "file"): the type cannot be told.
      const nameless = new Blob([png(output.width, output.height)], { type: output.type });
      await expect(uploadUserAvatar(consultant, me.id, nameless)).rejects.toMatchObject({
        status: 422,
        serverMessage: expect.stringMatching(/invalid type/) as string,
      });
    });
  });
});
