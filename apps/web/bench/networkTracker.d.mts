import type { Page } from 'playwright';

export declare function networkTracker(page: Page): { quiet(quietMs?: number, timeoutMs?: number): Promise<void> };
