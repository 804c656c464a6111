import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  avatarTitle: {
    id: 'ui.imageCropDialog.avatarTitle',
    defaultMessage: 'Crop profile picture',
    description: 'Title of the image crop dialog before a profile picture is uploaded (001 §2.5 "Image crop")',
  },
  logoTitle: {
    id: 'ui.imageCropDialog.logoTitle',
    defaultMessage: 'Crop logo',
    description: 'Title of the image crop dialog before an organisation logo is uploaded (001 §2.5 "Image crop")',
  },
  intro: {
    id: 'ui.imageCropDialog.intro',
    defaultMessage: 'Move the picture and zoom until the frame shows what to keep.',
    description: 'Explanation at the top of the image crop dialog',
  },
  area: {
    id: 'ui.imageCropDialog.area',
    defaultMessage: 'Crop area',
    description: 'Accessible name of the focusable frame over the picture that the user moves with the arrow keys',
  },
  instructions: {
    id: 'ui.imageCropDialog.instructions',
    defaultMessage: 'Arrow keys move the picture in the frame, with Shift in small steps; plus and minus zoom in and out.',
    description: 'Instructions read with the focused crop area of the image crop dialog',
  },
  zoom: { id: 'ui.imageCropDialog.zoom', defaultMessage: 'Zoom', description: 'Label of the zoom slider of the image crop dialog' },
  unreadable: {
    id: 'ui.imageCropDialog.unreadable',
    defaultMessage: 'This file cannot be shown as a picture. Cancel and choose a PNG, JPEG, GIF or WebP image.',
    description: 'Shown instead of the crop area when the chosen file is not an image the browser can read',
  },
  save: {
    id: 'ui.imageCropDialog.save',
    defaultMessage: 'Save',
    description: 'Confirm button of the image crop dialog: uploads the cropped picture',
  },
  cancel: { id: 'ui.imageCropDialog.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the image crop dialog' },
});
