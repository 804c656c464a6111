import { describe, expect, it } from 'vitest';
import { defaultListState, type PageSizeOptions, listQuery, parseListState, statusesOf, tabCount, writeListState } from './listState';

const sizes: PageSizeOptions = [10, 25, 50, 100];

describe('the vacancy list’s state in the address', () => {
  it('reads an empty query as the defaults and writes the defaults as an empty query', () => {
    expect(parseListState(new URLSearchParams(), sizes)).toEqual(defaultListState);
    expect(writeListState(defaultListState, sizes).toString()).toBe('');
  });

  it('round-trips every filter, the sort and the page (1-based in the address)', () => {
    const state = {
      ...defaultListState,
      tab: 'on-hold' as const,
      search: 'engineer',
      countryCode: 'CH',
      sectors: ['pharma'],
      departments: ['finance', 'legal'],
      authorId: 7,
      favouritesOnly: true,
      sortBy: 'title' as const,
      sortOrder: 'ASC' as const,
      page: 2,
      pageSize: 25,
    };
    const written = writeListState(state, sizes);
    expect(written.toString()).toBe(
      'q=engineer&tab=on-hold&country=CH&sector=pharma&department=finance&department=legal&author=7&fav=1&sort=title&order=asc&page=3&size=25',
    );
    expect(parseListState(written, sizes)).toEqual(state);
  });

  it('takes unknown or hostile values as the defaults', () => {
    const state = parseListState(
      new URLSearchParams('tab=deleted-draft&sort=salary&order=up&page=-1&size=7&author=x&country=Schweiz&sector=%3Cscript%3E'),
      sizes,
    );
    expect(state).toEqual(defaultListState);
  });

  it('asks the server for the tab’s statuses, the filters, the sort and the page', () => {
    expect(statusesOf('company-search')).toEqual(['active', 'expired', 'on-hold']);
    expect(listQuery({ ...defaultListState, tab: 'company-search', search: 'cfo', page: 1 })).toEqual({
      search: 'cfo',
      statuses: ['active', 'expired', 'on-hold'],
      sortBy: 'creationDate',
      sortOrder: 'DESC',
      page: 1,
      pageSize: 10,
    });
    expect(listQuery(defaultListState)).not.toHaveProperty('statuses');
  });

  it('counts a tab from the statistics', () => {
    const byStatus = { empty: 0, draft: 1, active: 4, 'on-hold': 2, closed: 1, cancelled: 0, expired: 3, 'deleted-draft': 5 };
    expect(tabCount('all', { total: 11, byStatus })).toBe(11);
    expect(tabCount('company-search', { total: 11, byStatus })).toBe(9);
    expect(tabCount('draft', { total: 11, byStatus })).toBe(1);
  });
});
