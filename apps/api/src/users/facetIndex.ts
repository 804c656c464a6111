import type { Database } from '../db/database';
import { facetRowsSince } from './facetIndex.queries';

/**
 * The consultant picker's filters (000 §7) as the in-memory index answers them: statuses, roles,
 * countries and fields of activity (any of the given values), excluded roles, the minimums of
 * rating, interview ratio and satisfaction — exactly — and the prefixes of the name search, as a
 * pre-filter that may keep more users than the database's text search but never fewer. History,
 * address, organisation and list filters stay in SQL. Decision 0013.
 */
export interface FacetQuery {
  /** Any of these statuses (none: no user). */
  statuses: readonly string[];
  /** Any of these roles; empty: every role. */
  roles: readonly string[];
  /** None of these roles. */
  withoutRoles: readonly string[];
  /** Any of these in the countries of activity or as the country of residence. */
  countries: readonly string[];
  sectors: readonly string[];
  departments: readonly string[];
  searchTypes: readonly string[];
  /** `rating >= min`, or also unrated users (rating < 0) when `orUnrated`. */
  rating: { min: number; orUnrated: boolean } | null;
  minInterviewRatio: number | null;
  minSatisfaction: number | null;
  /**
   * Words (`prefixWords`) that must each begin a word of the user's search text
   * (`users.search_vector`). A pre-filter: the database checks the text itself.
   */
  prefixes: readonly string[];
}

/** One user as the index holds them (the columns of `users` the facet filters read). */
export interface FacetRow {
  id: number;
  status: string;
  roles: readonly string[];
  countries: readonly string[];
  countryCode: string | null;
  sectors: readonly string[];
  departments: readonly string[];
  searchTypes: readonly string[];
  rating: number;
  interviewRatio: number | null;
  satisfaction: number | null;
  /** The lexemes of `users.search_vector`. */
  lexemes: readonly string[];
}

/**
 * Text folded so that a lexeme beginning with a search word stays so however PostgreSQL's parser
 * lower-cased either (locale, `İ`, `ẞ`): decomposed, marks dropped, lower case — character by
 * character, so that a prefix stays a prefix.
 */
export function fold(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return Array.from(text.normalize('NFKD').replace(/\p{M}/gu, ''), (c) => c.toLowerCase()).join('');
}

const ASCII = /^[\x20-\x7e]*$/;

/** A search word the index can pre-filter by: folded to ASCII letters and digits; others are left to SQL. */
const FOLDED_WORD = /^[a-z0-9]+$/;

type Facet = 'status' | 'role' | 'country' | 'sector' | 'department' | 'searchType';
const facets: Facet[] = ['status', 'role', 'country', 'sector', 'department', 'searchType'];

function valuesOf(row: FacetRow, facet: Facet): readonly string[] {
  switch (facet) {
    case 'status':
      return [row.status];
    case 'role':
      return row.roles;
    case 'country':
      return row.countryCode === null ? row.countries : [...row.countries, row.countryCode];
    case 'sector':
      return row.sectors;
    case 'department':
      return row.departments;
    case 'searchType':
      return row.searchTypes;
  }
}

/**
 * Users as one bitset per facet value (a bit per user) plus typed arrays of the minimums' columns:
 * a query ORs the bitsets of each facet's values, ANDs the facets and checks the minimums of the
 * remaining users. For 100,000 users a bitset is 12.5 kB and a query takes tens of microseconds,
 * where PostgreSQL's BitmapAnd of four GIN scans took 10 ms.
 */
export class FacetIndex {
  private ids: number[] = [];
  private readonly slotOf = new Map<number, number>();
  private words = 0;
  private readonly bitsets = new Map<Facet, Map<string, Uint32Array>>(facets.map((f) => [f, new Map()]));
  private rating = new Float64Array(0);
  private interviewRatio = new Float64Array(0);
  private satisfaction = new Float64Array(0);
  private matchedBuffer = new Uint32Array(0);
  private scratchBuffer = new Uint32Array(0);
  /** Folded lexeme → the slots whose text has it; the lexemes in sorted order for prefix lookups. */
  private readonly postings = new Map<string, number[]>();
  private sortedLexemes: string[] = [];
  /** Lexemes added since the last query, merged into `sortedLexemes` before the next one. */
  private newLexemes: string[] = [];
  private lexemesOf: (readonly string[])[] = [];

  get size(): number {
    return this.ids.length;
  }

  /** Adds a user or replaces what the index knows of them. */
  set(row: FacetRow): void {
    let slot = this.slotOf.get(row.id);
    if (slot === undefined) {
      slot = this.ids.length;
      if (slot >= this.words * 32) this.grow();
      this.ids.push(row.id);
      this.slotOf.set(row.id, slot);
    } else {
      for (const values of this.bitsets.values()) for (const bits of values.values()) clear(bits, slot);
      for (const lexeme of this.lexemesOf[slot] ?? []) {
        const slots = this.postings.get(lexeme)!;
        slots.splice(slots.indexOf(slot), 1);
      }
    }
    const lexemes = [...new Set(row.lexemes.map(fold))];
    this.lexemesOf[slot] = lexemes;
    for (const lexeme of lexemes) {
      let slots = this.postings.get(lexeme);
      if (!slots) {
        this.postings.set(lexeme, (slots = []));
        this.newLexemes.push(lexeme);
      }
      slots.push(slot);
    }
    for (const facet of facets) {
      const byValue = this.bitsets.get(facet)!;
      for (const value of valuesOf(row, facet)) {
        let bits = byValue.get(value);
        if (!bits) byValue.set(value, (bits = new Uint32Array(this.words)));
        bits[slot >>> 5]! |= 1 << (slot & 31);
      }
    }
    this.rating[slot] = row.rating;
    this.interviewRatio[slot] = row.interviewRatio ?? Number.NaN;
    this.satisfaction[slot] = row.satisfaction ?? Number.NaN;
  }

  /**
   * The ids of the users that meet every condition of the query, in no particular order; null when
   * more than `limit` do (the caller then lets the database search).
   */
  match(query: FacetQuery, limit: number): number[] | null {
    const words = (this.ids.length + 31) >>> 5;
    // The users still in the running, and a buffer for a facet's union; both kept between queries
    // (a query runs synchronously). The statuses come first and always apply: they set `matched`,
    // every later condition narrows it.
    if (this.matchedBuffer.length < words) {
      this.matchedBuffer = new Uint32Array(this.words);
      this.scratchBuffer = new Uint32Array(this.words);
    }
    const matched = this.matchedBuffer;
    const scratch = this.scratchBuffer;
    let first = true;
    const narrow = (bits: Uint32Array | undefined) => {
      if (!bits) matched.fill(0, 0, words);
      else if (first) matched.set(bits.subarray(0, words));
      else for (let i = 0; i < words; i++) matched[i]! &= bits[i]!;
      first = false;
    };
    const anyOf: [Facet, readonly string[]][] = [
      ['status', query.statuses],
      ['role', query.roles],
      ['country', query.countries],
      ['sector', query.sectors],
      ['department', query.departments],
      ['searchType', query.searchTypes],
    ];
    for (const [facet, values] of anyOf) {
      // An empty list puts no condition, except for statuses, which every user has one of.
      if (!values.length && facet !== 'status') continue;
      const byValue = this.bitsets.get(facet)!;
      const distinct = [...new Set(values)];
      if (distinct.length === 1) {
        narrow(byValue.get(distinct[0]!));
        continue;
      }
      scratch.fill(0, 0, words);
      for (const value of distinct) {
        const bits = byValue.get(value);
        if (bits) for (let i = 0; i < words; i++) scratch[i]! |= bits[i]!;
      }
      narrow(scratch);
    }
    if (this.newLexemes.length) this.mergeNewLexemes();
    for (const word of new Set(query.prefixes.map(fold))) {
      if (!FOLDED_WORD.test(word)) continue;
      scratch.fill(0, 0, words);
      for (let i = lowerBound(this.sortedLexemes, word); i < this.sortedLexemes.length; i++) {
        const lexeme = this.sortedLexemes[i]!;
        if (!lexeme.startsWith(word)) break;
        for (const slot of this.postings.get(lexeme)!) scratch[slot >>> 5]! |= 1 << (slot & 31);
      }
      narrow(scratch);
    }
    for (const role of query.withoutRoles) {
      const bits = this.bitsets.get('role')!.get(role);
      if (bits) for (let i = 0; i < words; i++) matched[i]! &= ~bits[i]!;
    }

    const { rating, minInterviewRatio, minSatisfaction } = query;
    const ids: number[] = [];
    for (let w = 0; w < words; w++) {
      let word = matched[w]!;
      while (word !== 0) {
        const low = word & -word;
        const slot = w * 32 + 31 - Math.clz32(low);
        word ^= low;
        if (rating) {
          const value = this.rating[slot]!;
          if (!(value >= rating.min || (rating.orUnrated && value < 0))) continue;
        }
        if (minInterviewRatio !== null && !(this.interviewRatio[slot]! >= minInterviewRatio)) continue;
        if (minSatisfaction !== null && !(this.satisfaction[slot]! >= minSatisfaction)) continue;
        if (ids.length === limit) return null;
        ids.push(this.ids[slot]!);
      }
    }
    return ids;
  }

  private mergeNewLexemes(): void {
    const added = this.newLexemes.sort();
    const old = this.sortedLexemes;
    const merged: string[] = [];
    let i = 0;
    let j = 0;
    while (i < old.length || j < added.length) {
      if (j === added.length || (i < old.length && old[i]! < added[j]!)) merged.push(old[i++]!);
      else merged.push(added[j++]!);
    }
    this.sortedLexemes = merged;
    this.newLexemes = [];
  }

  private grow(): void {
    const words = Math.max(64, this.words * 2);
    for (const byValue of this.bitsets.values()) {
      for (const [value, bits] of byValue) {
        const wider = new Uint32Array(words);
        wider.set(bits);
        byValue.set(value, wider);
      }
    }
    const widen = (values: Float64Array) => {
      const wider = new Float64Array(words * 32);
      wider.set(values);
      return wider;
    };
    this.rating = widen(this.rating);
    this.interviewRatio = widen(this.interviewRatio);
    this.satisfaction = widen(this.satisfaction);
    this.words = words;
  }
}

/** The first index of `sorted` whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function clear(bits: Uint32Array, slot: number): void {
  bits[slot >>> 5]! &= ~(1 << (slot & 31));
}

/** What a search takes from the index: the matching ids as of `horizon` (an xid8 as text). */
export interface FacetMatch {
  ids: number[];
  /**
   * Rows stamped with a transaction id at or above this (`users.facet_xid`) may have changed since
   * the index read them: the search checks them in SQL besides `ids`.
   */
  horizon: string;
}

/**
 * The facet index of one database's users, kept current from the table: the first search reads
 * every user (and waits for it); later searches start a read of the rows changed since the
 * horizon when the last one is older than `refreshAfterMs`, without waiting for it.
 *
 * Exactness: each read takes, in the same statement and snapshot, the oldest transaction id still
 * running (`pg_snapshot_xmin`). Every transaction below it has finished, so its changes are in
 * what was read; a change by any later transaction carries its id in `facet_xid` (a trigger stamps
 * it), so `facet_xid >= horizon` finds every row the index may not know yet.
 */
export class UserFacetIndex {
  private readonly index = new FacetIndex();
  private horizon: string | null = null;
  private refreshing: Promise<void> | null = null;
  private refreshedAt = 0;

  constructor(
    private readonly db: Pick<Database, 'query'>,
    private readonly options: { refreshAfterMs: number; onError?: (error: unknown) => void } = { refreshAfterMs: 1000 },
  ) {}

  /** Reads the rows changed since the horizon (every row the first time); one read at a time. */
  refresh(): Promise<void> {
    this.refreshing ??= this.read().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** The users meeting the facet query; null when more than `limit` do or the index cannot answer. */
  async match(query: FacetQuery, limit: number): Promise<FacetMatch | null> {
    if (this.horizon === null) {
      try {
        await this.refresh();
      } catch (error) {
        this.options.onError?.(error);
        return null;
      }
    } else if (Date.now() - this.refreshedAt >= this.options.refreshAfterMs) {
      this.refresh().catch((error: unknown) => this.options.onError?.(error));
    }
    if (this.horizon === null) return null;
    const ids = this.index.match(query, limit);
    return ids && { ids, horizon: this.horizon };
  }

  private async read(): Promise<void> {
    const startedAt = Date.now();
    const rows = await facetRowsSince(this.db, this.horizon ?? '0');
    // Applied in one synchronous step with the new horizon, so a search never sees one without the other.
    for (const row of rows) {
      if (row.id === null) continue;
      this.index.set({
        id: Number(row.id),
        status: row.status,
        roles: row.roles,
        countries: row.countries,
        countryCode: row.country_code,
        sectors: row.sectors,
        departments: row.departments,
        searchTypes: row.search_types,
        rating: Number(row.rating),
        interviewRatio: row.interview_ratio === null ? null : Number(row.interview_ratio),
        satisfaction: row.customer_satisfaction === null ? null : Number(row.customer_satisfaction),
        lexemes: row.lexemes,
      });
    }
    this.horizon = rows[0]!.horizon;
    this.refreshedAt = startedAt;
  }
}
