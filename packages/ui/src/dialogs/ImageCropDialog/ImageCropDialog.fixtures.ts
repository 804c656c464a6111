import { PICTURE_CROP } from '@mandate/domain';

/**
 * Data of the ImageCropDialog stories, shared with the contract test that uploads a picture of the
 * dialog's output to the real server (apps/api/src/contracts/ImageCropDialog.payload.test.ts). No binary files:
 * the stories draw their source picture on a canvas.
 */
export const imageCropFixtures = {
  /** The source picture the stories draw: landscape, so the 250/284 frame crops its sides. */
  source: { width: 640, height: 480 },
  /**
   * What `onSubmit` receives: a PNG file of exactly this size (001 §9), named by the dialog's `kind`
   * (the server accepts an upload by its extension and bytes).
   */
  output: {
    type: PICTURE_CROP.mime,
    width: PICTURE_CROP.width,
    height: PICTURE_CROP.height,
    names: { avatar: `avatar.${PICTURE_CROP.extension}`, logo: `logo.${PICTURE_CROP.extension}` },
  },
} as const;
