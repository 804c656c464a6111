// Bench page: MUI's Autocomplete with a react-window (v2) list as its listbox, the set-up of MUI's
// documentation ("Virtualization"): renderOption hands each option's props to the listbox, which
// renders only the rows in view; a highlighted option is scrolled into view through the list's ref.
import Autocomplete, { autocompleteClasses } from '@mui/material/Autocomplete';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { forwardRef, useCallback, useEffect, useMemo, useRef, type HTMLAttributes, type Key, type ReactNode, type Ref } from 'react';
import { createRoot } from 'react-dom/client';
import { List, useListRef, type ListImperativeAPI, type RowComponentProps } from 'react-window';
import { people } from './data.mjs';

interface Person {
  id: number;
  label: string;
}

const options = people();
const rowHeight = 36;
const visibleRows = 8;
const padding = 8;

type Row = [HTMLAttributes<HTMLLIElement> & { key: Key }, Person, number];

function Option({ index, style, rows }: RowComponentProps<{ rows: Row[] }>) {
  const [{ key, ...props }, option] = rows[index]!;
  return (
    <li
      key={key}
      {...props}
      aria-posinset={index + 1}
      aria-setsize={rows.length}
      style={{ ...style, top: (Number(style.top) || 0) + padding, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {option.label}
    </li>
  );
}

type ListboxProps = HTMLAttributes<HTMLElement> & {
  listRef: Ref<ListImperativeAPI>;
  onRows: (indexOf: Map<number, number>) => void;
};

const Listbox = forwardRef<HTMLDivElement, ListboxProps>(function Listbox(props, ref) {
  const { children, listRef, onRows, className, style: _style, ...other } = props;
  const rows = children as unknown as Row[];
  const indexOf = useMemo(() => new Map(rows.map((row, i) => [row[1].id, i])), [rows]);
  useEffect(() => onRows(indexOf), [onRows, indexOf]);
  const height = Math.min(rows.length, visibleRows) * rowHeight + 2 * padding;
  return (
    <div ref={ref} {...other}>
      <List
        className={className}
        listRef={listRef}
        key={rows.length}
        rowCount={rows.length}
        rowHeight={rowHeight}
        rowComponent={Option}
        rowProps={{ rows }}
        style={{ height, width: '100%' }}
        overscanCount={5}
        tagName="ul"
      />
    </div>
  );
});

const ListPopper = styled(Popper)({
  [`& .${autocompleteClasses.listbox}`]: { boxSizing: 'border-box', '& ul': { padding: 0, margin: 0 } },
});

function App() {
  const listRef = useListRef(null);
  const indexOf = useRef(new Map<number, number>());
  const onRows = useCallback((map: Map<number, number>) => {
    indexOf.current = map;
  }, []);
  return (
    <Autocomplete
      disableListWrap
      options={options}
      renderInput={(params) => <TextField {...params} label="Person" />}
      renderOption={(props, option, state) => [props, option, state.index] as unknown as ReactNode}
      onHighlightChange={(_event, option) => {
        const index = option ? indexOf.current.get(option.id) : undefined;
        if (index !== undefined) listRef.current?.scrollToRow({ index, align: 'auto' });
      }}
      slots={{ popper: ListPopper }}
      slotProps={{ listbox: { component: Listbox, listRef, onRows } as object }}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <div style={{ width: 360, padding: 16 }}>
    <App />
  </div>,
);
