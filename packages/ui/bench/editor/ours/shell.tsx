// A page of the app that shows the editor: the entry holds what every page of the app already loads
// (React, react-intl, the provider, notification bars, dialogs, buttons, form fields and popovers of
// the shell and its dialogs); the editor (ProseMirror, toolbar, styles) is the lazy chunk measured.
import { createRoot } from 'react-dom/client';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  ErrorDialog,
  NotificationProvider,
  Popover,
  RichTextEditor,
  Select,
  TextField,
  UiProvider,
  uiMessages,
} from '../../../src/index';

// Keep the shell's components in the entry, as the app's own screens do.
(window as unknown as { shell: unknown }).shell = [Button, Checkbox, ConfirmDialog, ErrorDialog, Popover, Select, TextField];

createRoot(document.getElementById('root')!).render(
  <UiProvider locale="en" messages={uiMessages.en}>
    <NotificationProvider>
      <RichTextEditor label="Message" toolbar="full" defaultValue="<p>Hello</p>" />
    </NotificationProvider>
  </UiProvider>,
);
