// Bench page: MUI's Autocomplete as it comes (no virtualisation) over the same 10,000 options.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { createRoot } from 'react-dom/client';
import { people } from './data.mjs';

const options = people();

createRoot(document.getElementById('root')!).render(
  <div style={{ width: 360, padding: 16 }}>
    <Autocomplete options={options} renderInput={(params) => <TextField {...params} label="Person" />} />
  </div>,
);
