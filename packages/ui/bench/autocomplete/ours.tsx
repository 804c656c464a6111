// Bench page: our Autocomplete over the 10,000 local options (filtered in the widget).
import { createRoot } from 'react-dom/client';
import { Autocomplete, UiProvider, type AutocompleteOption } from '../../src/index';
// The font, reset and light theme, which the app gets through the tokens module (a bare import of
// the package index would leave them out of this page: nothing of the tokens module is used here).
import '@fontsource-variable/inter';
import '../../src/tokens/reset.css';
import '../../src/tokens/lightTheme.css';
import { people } from './data.mjs';

const options: AutocompleteOption[] = people().map((p) => ({ id: p.id, code: null, label: p.label }));

createRoot(document.getElementById('root')!).render(
  <UiProvider locale="en">
    <div style={{ width: 360, padding: 16 }}>
      <Autocomplete label="Person" options={options} />
    </div>
  </UiProvider>,
);
