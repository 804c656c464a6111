/**
 * Fixed sizes, durations and page sizes named by the specs (001 §2.5, §8, §9; 000 §9).
 * Components read these; no literal copies elsewhere.
 */
export const dialogSize = {
  /** Default dialog: 90% wide, between 300 and 640 px. */
  width: '90%',
  minWidth: '300px',
  maxWidth: '640px',
  /** Narrow variant. */
  narrowMaxWidth: '420px',
  maxHeight: '95vh',
  /** The error-detail dialog. */
  errorWidth: '800px',
} as const;

export const durations = {
  /** Success and error bars stay this long (ms). */
  notification: 5000,
  /** Autocomplete typing debounce (ms). */
  autocompleteDebounce: 100,
  /** Consultant picker filter debounce before the page resets to 0 (ms). */
  filterDebounce: 600,
  /** Version poll interval (ms). */
  versionCheck: 60_000,
  /** "Remind me later" recheck (ms). */
  versionRemindLater: 240_000,
} as const;

export const pageSizes = {
  consultantList: 10,
  agencyAutocomplete: 10,
  threadRecipients: 20,
  organizations: 200,
  users: 200,
  pslEmployerSearch: 50,
  candidatePicker: 200,
  /** Page-size choices offered by table pagination. */
  tableOptions: [10, 25, 50, 100],
} as const;

export const limits = {
  /** Configured post size: the upload limit (bytes). */
  uploadMaxBytes: 20 * 1024 * 1024,
  recentUsers: 10,
  /** Infinite scroll loads the next page past this fraction of the panel height. */
  infiniteScrollThreshold: 0.8,
  /** Anchor scroll offset (px). */
  anchorOffset: 160,
} as const;

/** Virtualised lists (autocomplete panel): a fixed row height (px, equal to `size.controlMedium`) and the rows visible at once. */
export const listSizes = { rowHeight: 36, visibleRows: 8 } as const;

export const ratingScale = { min: 0, max: 5, step: 0.1 } as const;
export const percentScale = { min: 0, max: 100, step: 1 } as const;
