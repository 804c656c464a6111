/**
 * What the status badges' stories (ApplicationStatus, ConsultantStatusBadge, JobStatusBadge) do the
 * same way, written once: a table of every status in English and German side by side, and the checks
 * on it (each row's texts, the same tone in both languages).
 */
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { UiProvider } from '../i18n/UiProvider';
import { uiMessages } from '../i18n/messages';

export interface StatusTableProps<S extends string> {
  /** The table's name, to find it by in the play function. */
  caption: string;
  /** Every status, a row each, in this order. */
  statuses: readonly S[];
  /** The badge of a status, rendered once in English and once in German. */
  children: (status: S) => ReactNode;
}

/** The columns' headers (story text, the same in both languages). */
const columns = ['Code', 'English', 'Deutsch'] as const;

/** Each status a row: its code, the badge in English, the badge in German (in a German UiProvider). */
export function StatusTable<S extends string>({ caption, statuses, children }: StatusTableProps<S>) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {statuses.map((status) => (
          <tr key={status} data-status={status}>
            <th scope="row">{status}</th>
            <td>{children(status)}</td>
            <td lang="de">
              <UiProvider locale="de" messages={uiMessages.de}>
                {children(status)}
              </UiProvider>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The body rows of the StatusTable named `caption`. */
export function statusTableRows(canvasElement: HTMLElement, caption: string): HTMLElement[] {
  return within(within(canvasElement).getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1);
}

/** Each row's texts: [code, English, German]. */
export function statusTableTexts(rows: readonly HTMLElement[]): (string | null)[][] {
  return rows.map((row) => Array.from(row.children, (cell) => cell.textContent));
}

/** The tone does not depend on the language: each row's English and German badge share a background. */
export async function expectSameToneInBothLanguages(rows: readonly HTMLElement[]) {
  for (const row of rows) {
    const [en, de] = Array.from(row.querySelectorAll('td'), (cell) => getComputedStyle(cell.firstElementChild!).backgroundColor);
    await expect(de).toBe(en);
  }
}
