import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  blur,
  button,
  dialogParameters,
  expectPendingConfirm,
  findDialog,
  keyboardJourney,
  pending,
  refusal,
  tabOrder,
  withTrigger,
} from '../FormDialog/storyHelpers';
import { ImageCropDialog, type ImageCropDialogProps } from './ImageCropDialog';
import { imageCropFixtures } from './ImageCropDialog.fixtures';

const { source, output } = imageCropFixtures;

/** Colours of the drawn picture, read back from the cropped PNG. */
const colour = { face: [242, 198, 160], leftBand: [192, 57, 43], rightBand: [39, 174, 96] } as const;

/**
 * The source picture, drawn on a canvas (no binary fixtures): a sky, a head and shoulders in the
 * middle, a red band at the left edge and a green one at the right, which the 250/284 frame of the
 * landscape picture leaves out.
 */
function drawPicture(): string {
  const canvas = document.createElement('canvas');
  canvas.width = source.width;
  canvas.height = source.height;
  const c = canvas.getContext('2d')!;
  const sky = c.createLinearGradient(0, 0, 0, source.height);
  sky.addColorStop(0, '#9ec9e8');
  sky.addColorStop(1, '#e8f1f8');
  c.fillStyle = sky;
  c.fillRect(0, 0, source.width, source.height);
  c.fillStyle = '#0b4f6c';
  c.beginPath();
  c.ellipse(320, 520, 170, 200, 0, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = `rgb(${colour.face.join(',')})`;
  c.beginPath();
  c.arc(320, 200, 90, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = `rgb(${colour.leftBand.join(',')})`;
  c.fillRect(0, 0, 40, source.height);
  c.fillStyle = `rgb(${colour.rightBand.join(',')})`;
  c.fillRect(source.width - 40, 0, 40, source.height);
  return canvas.toDataURL('image/png');
}

/** Decodes the PNG `onSubmit` received: its size and the colour of a pixel. */
async function decode(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const c = canvas.getContext('2d')!;
  c.drawImage(bitmap, 0, 0);
  const pixel = (x: number, y: number) => Array.from(c.getImageData(x, y, 1, 1).data.slice(0, 3));
  return { width: bitmap.width, height: bitmap.height, pixel };
}

const submittedFile = (onSubmit: ImageCropDialogProps['onSubmit']) => (onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as File;

const meta = {
  title: 'Dialogs/ImageCropDialog',
  component: ImageCropDialog,
  args: {
    image: drawPicture(),
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: dialogParameters(
    'Image crop (001 §2.5, §9) before an avatar (`POST /user/{id}/upload-avatar`) or logo (`POST /organization/{id}/upload-logo`) upload, with react-easy-crop (decision 0017). ' +
      'The picture moves under a 250/284 frame by dragging or with the arrow keys on the focused frame; the wheel, a pinch, + and − or the Zoom slider zoom. ' +
      '`onSubmit` receives a 250 × 284 PNG. `image` is required (a screen opens the dialog once a file is chosen); a file the browser cannot read shows an explanation instead (Empty). ' +
      'No fields, so no InvalidSubmit or RefusedFieldErrors: the server refuses a picture with a message (RefusedMessage).',
  ),
} satisfies Meta<typeof ImageCropDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog(/Crop profile picture|Crop logo|Profilbild zuschneiden|Logo zuschneiden/);
const frame = (d: HTMLElement, name: RegExp = /Crop area|Zuschnitt/) => within(d).findByRole('group', { name });
const zoomSlider = (d: HTMLElement, name = 'Zoom') => within(d).getByRole('slider', { name });
const picture = (d: HTMLElement) => d.querySelector('img')!;
const save = (d: HTMLElement) => button(d, 'Save');

export const Empty: Story = {
  // The prop is required; what a screen can pass and still show nothing is a file that is no image.
  args: { image: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ args }) => {
    const d = await dialog();
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('This file cannot be shown as a picture. Cancel and choose a PNG, JPEG, GIF or WebP image.');
    await expect(within(d).queryByRole('group', { name: 'Crop area' })).toBeNull();
    await expect(save(d)).toBeDisabled();
    await userEvent.click(button(d, 'Cancel'));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Loaded: Story = {
  play: async () => {
    const d = await dialog();
    // The frame is the tab stop the keyboard starts on, named and described.
    const area = await frame(d);
    await waitFor(() => expect(area).toHaveFocus());
    await expect(area).toHaveAccessibleDescription(/Arrow keys move the picture/);
    await expect(zoomSlider(d)).toHaveValue('1');
    await expect(within(d).getByText('100%')).toBeVisible();
    await expect(save(d)).toBeEnabled();
    // The frame keeps the 250/284 aspect.
    const { width, height } = area.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(output.width / output.height, 2);
    blur();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await frame(d);
    await userEvent.click(save(d));
    // Cropping encodes a PNG on a canvas: slow on a busy machine.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    // A PNG file of exactly 250 × 284 px, showing the middle of the picture without the side bands.
    const file = submittedFile(args.onSubmit);
    await expect(file).toBeInstanceOf(Blob);
    await expect(file.type).toBe(output.type);
    await expect(file.name).toBe(output.names.avatar);
    const png = await decode(file);
    await expect({ width: png.width, height: png.height }).toEqual({ width: output.width, height: output.height });
    await expect(png.pixel(125, 118)).toEqual(colour.face);
    await expect(png.pixel(2, 142)).not.toEqual(colour.leftBand);
    await expect(png.pixel(247, 142)).not.toEqual(colour.rightBand);
  },
};

export const ZoomedWithKeyboard: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    const area = await frame(d);
    await waitFor(() => expect(area).toHaveFocus());
    // + zooms in by 10 % a press, − out.
    await userEvent.keyboard('++++++-');
    await waitFor(() => expect(zoomSlider(d)).toHaveValue('1.5'));
    await expect(within(d).getByText('150%')).toBeVisible();
    // The arrow keys move the zoomed picture under the frame.
    const before = picture(d).style.transform;
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowUp}');
    await waitFor(() => expect(picture(d).style.transform).not.toBe(before));
    await expect(picture(d).style.transform).toContain('scale(1.5)');
    // Saved, the picture is still 250 × 284, now closer: the face fills the middle.
    await userEvent.click(save(d));
    // Cropping encodes a PNG on a canvas: slow on a busy machine.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const png = await decode(submittedFile(args.onSubmit));
    await expect({ width: png.width, height: png.height }).toEqual({ width: output.width, height: output.height });
    await expect(png.pixel(125, 142)).toEqual(colour.face);
    blur();
  },
};

export const Submitting: Story = {
  args: { onSubmit: pending() },
  play: async ({ args }) => {
    const d = await dialog();
    await frame(d);
    await userEvent.click(save(d));
    // A second click sends nothing more; Escape waits for the upload.
    await expectPendingConfirm(d, args, { confirm: 'Save', cancel: 'Cancel' });
  },
};

export const RefusedMessage: Story = {
  args: { onSubmit: refusal({ message: 'File has invalid type. Only png, jpg, jpeg, gif, webp files are allowed.' }) },
  play: async ({ args }) => {
    const d = await dialog();
    const area = await frame(d);
    await waitFor(() => expect(area).toHaveFocus());
    await userEvent.keyboard('++{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(zoomSlider(d)).toHaveValue('1.2'));
    const transform = picture(d).style.transform;
    await userEvent.click(save(d));
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('File has invalid type. Only png, jpg, jpeg, gif, webp files are allowed.');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The crop is kept: same zoom, same position, Save can be tried again.
    await expect(zoomSlider(d)).toHaveValue('1.2');
    await expect(picture(d).style.transform).toBe(transform);
    await expect(save(d)).toBeEnabled();
    blur();
  },
};

export const Logo: Story = {
  args: { kind: 'logo' },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Crop logo' })).toBeVisible();
    await frame(d);
    await userEvent.click(save(d));
    // Cropping encodes a PNG on a canvas: slow on a busy machine.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await expect(submittedFile(args.onSubmit).name).toBe(output.names.logo);
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Profilbild zuschneiden' })).toBeVisible();
    const area = await frame(d, /Zuschnitt/);
    await expect(area).toHaveAccessibleDescription(/Pfeiltasten/);
    await expect(zoomSlider(d, 'Zoom')).toBeVisible();
    await expect(button(d, 'Speichern')).toBeVisible();
    await expect(button(d, 'Abbrechen')).toBeVisible();
    await expect(d.scrollWidth).toBeLessThanOrEqual(d.clientWidth + 1);
    blur();
  },
};

/** Mounted while open, as screens do: each opening starts from the whole picture. */
const WithTrigger = withTrigger(ImageCropDialog, 'Change picture');

export const Keyboard: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async (context) => {
    await keyboardJourney(context, {
      trigger: 'Change picture',
      dialog,
      // Focus starts on the frame; Escape closes and focus returns to the trigger.
      walk: async (d) => waitFor(async () => expect(await frame(d)).toHaveFocus()),
      // Again: move, zoom with the slider, then the tab order frame, slider, Cancel, Save; Enter saves.
      enter: async (d) => {
        await waitFor(async () => expect(await frame(d)).toHaveFocus());
        await userEvent.keyboard('{ArrowDown}{ArrowDown}');
        await tabOrder(zoomSlider(d));
        await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
        await waitFor(() => expect(zoomSlider(d)).toHaveValue('1.3'));
        await tabOrder(button(d, 'Cancel'), save(d));
      },
      payload: expect.any(File),
    });
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
    const png = await decode(submittedFile(context.args.onSubmit));
    await expect({ width: png.width, height: png.height }).toEqual({ width: output.width, height: output.height });
  },
};
