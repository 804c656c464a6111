// A page that shows the editor: the entry holds React, react-intl and the design system, the
// editor (ProseMirror, toolbar, styles) comes as the lazy chunk the bench measures.
import { createRoot } from 'react-dom/client';
import { RichTextEditor, UiProvider, uiMessages } from '../../../src/index';

createRoot(document.getElementById('root')!).render(
  <UiProvider locale="en" messages={uiMessages.en}>
    <RichTextEditor label="Message" toolbar="full" defaultValue="<p>Hello</p>" />
  </UiProvider>,
);
