import { PICTURE_CROP } from '@mandate/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Slider } from '../../primitives/Slider';
import { visuallyHidden } from '../../primitives/Field';
import { FormDialog } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import * as styles from './ImageCropDialog.css';
import { messages } from './ImageCropDialog.messages';

/** What the picture is for: names the dialog. */
export type ImageCropKind = 'avatar' | 'logo';

export interface ImageCropDialogProps {
  /**
   * The chosen picture as a URL the page may draw on a canvas: an object URL of the file
   * (`URL.createObjectURL(file)`) or a data URL. Required: a screen opens the dialog once a file is
   * chosen; a file the browser cannot read as an image shows an explanation and Save stays off.
   */
  image: string;
  /** Profile picture or organisation logo: the title says which. @default 'avatar' */
  kind?: ImageCropKind;
  /**
   * Uploads the cropped picture, a PNG of 250 × 284 px (001 §9) as a `File` (a `Blob`) named
   * `avatar.png` or `logo.png` by `kind`: `POST /user/{id}/upload-avatar` or
   * `POST /organization/{id}/upload-logo`. Reject with a `FormRefusal` to show the server's message
   * (the crop is kept).
   */
  onSubmit: (picture: File) => Promise<void>;
  /** Cancel, Escape or ×. */
  onCancel: () => void;
  /** @default true */
  isOpen?: boolean;
}

/** Zoom of the picture under the frame: 100 % (the whole frame filled) to 300 %, 10 % a step. */
export const cropZoom = { min: 1, max: 3, step: 0.1 } as const;
/** Pixels an arrow key moves the picture (Shift: a fifth, react-easy-crop's rule). */
const keyboardStep = 10;

/**
 * The form's one value: the frame in the picture's own pixels, as react-easy-crop reports it. Not a
 * server schema: the server receives a file and checks its bytes (domain `uploadTypes`); this only
 * holds the crop until Save.
 */
const cropSchema = v.object({
  area: v.object({
    x: v.number(),
    y: v.number(),
    width: v.pipe(v.number(), v.minValue(1)),
    height: v.pipe(v.number(), v.minValue(1)),
  }),
});
type CropValues = { area: Area | null };

const roundZoom = (zoom: number) => Math.min(cropZoom.max, Math.max(cropZoom.min, Math.round(zoom * 10) / 10));

/** Draws the framed part of the picture onto a 250 × 284 canvas and encodes it as PNG. */
export async function cropToPng(image: string, area: Area): Promise<Blob> {
  const img = new Image();
  img.src = image;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = PICTURE_CROP.width;
  canvas.height = PICTURE_CROP.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))), PICTURE_CROP.mime);
  });
}

/**
 * Image crop (001 §2.5, §9) before an avatar or logo upload: the picture under a 250/284 frame,
 * moved by dragging or with the arrow keys on the focused frame, zoomed with the wheel, a pinch,
 * the + and − keys or the Zoom slider. Save sends a 250 × 284 PNG file; Cancel, Escape or × close it.
 * Cropping with react-easy-crop (docs/decisions/0017-image-crop.md).
 */
export function ImageCropDialog({ image, kind = 'avatar', onSubmit, onCancel, isOpen = true }: ImageCropDialogProps) {
  const intl = useIntl();
  const instructionsId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(cropZoom.min);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'unreadable'>('loading');
  const frame = useRef<RefObject<HTMLDivElement | null> | null>(null);
  const form = useSchemaForm({
    schema: cropSchema,
    defaultValues: { area: null } as CropValues,
    onSubmit: async ({ area }) =>
      onSubmit(new File([await cropToPng(image, area)], `${kind}.${PICTURE_CROP.extension}`, { type: PICTURE_CROP.mime })),
  });

  // The keyboard starts where the work is: on the frame, once the picture is shown.
  useEffect(() => {
    if (status === 'loaded') frame.current?.current?.focus();
  }, [status]);

  // + and − (also = and _, the same keys without Shift) zoom while the frame has focus.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = event.key === '+' || event.key === '=' ? 1 : event.key === '-' || event.key === '_' ? -1 : 0;
    if (direction === 0 || status !== 'loaded') return;
    event.preventDefault();
    setZoom((current) => roundZoom(current + direction * cropZoom.step));
  };

  // Saved only once the image loaded and an area is chosen.
  const canSave = status === 'loaded' && form.values.area !== null;
  const labels = formDialogLabels(intl, {
    title: kind === 'logo' ? messages.logoTitle : messages.avatarTitle,
    confirm: messages.save,
    cancel: messages.cancel,
  });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false} isConfirmDisabled={!canSave}>
      {status === 'unreadable' ? (
        <InlineAlert tone="caution">{intl.formatMessage(messages.unreadable)}</InlineAlert>
      ) : (
        <>
          <p>{intl.formatMessage(messages.intro)}</p>
          {/* The frame inside is the tab stop; this only hears its + and − keys. */}
          <div className={styles.stage} onKeyDown={onKeyDown}>
            <Cropper
              image={image}
              crop={crop}
              zoom={zoom}
              aspect={PICTURE_CROP.width / PICTURE_CROP.height}
              minZoom={cropZoom.min}
              maxZoom={cropZoom.max}
              keyboardStep={keyboardStep}
              onCropChange={setCrop}
              onZoomChange={(next) => setZoom(roundZoom(next))}
              onCropComplete={(_, pixels) => form.setValue('area', pixels)}
              onMediaLoaded={() => setStatus('loaded')}
              setCropperRef={(ref) => {
                frame.current = ref;
              }}
              mediaProps={{ onError: () => setStatus('unreadable') }}
              classes={{ containerClassName: styles.container, cropAreaClassName: styles.cropArea }}
              cropperProps={{
                role: 'group',
                'aria-label': intl.formatMessage(messages.area),
                'aria-describedby': instructionsId,
              }}
            />
          </div>
          <span id={instructionsId} style={visuallyHidden}>
            {intl.formatMessage(messages.instructions)}
          </span>
          <Slider
            label={intl.formatMessage(messages.zoom)}
            minValue={cropZoom.min}
            maxValue={cropZoom.max}
            step={cropZoom.step}
            value={zoom}
            onChange={(next) => setZoom(roundZoom(next))}
            formatOptions={{ style: 'percent' }}
            isDisabled={status !== 'loaded'}
          />
        </>
      )}
    </FormDialog>
  );
}

export default ImageCropDialog;
