// Bench page: our Autocomplete over the 10,000 local options (filtered in the widget).
import { createRoot } from 'react-dom/client';
import { Autocomplete, UiProvider, type AutocompleteOption } from '../../src/index';
import { people } from './data.mjs';

const options: AutocompleteOption[] = people().map((p) => ({ id: p.id, code: null, label: p.label }));

createRoot(document.getElementById('root')!).render(
  <UiProvider locale="en">
    <div style={{ width: 360, padding: 16 }}>
      <Autocomplete label="Person" options={options} />
    </div>
  </UiProvider>,
);
