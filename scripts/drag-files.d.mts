import type { BrowserCommandContext } from 'vitest/node';

export declare function dragFiles(
  context: BrowserCommandContext,
  selector: string,
  files: readonly { name: string; bytes: number }[],
  options?: { drop?: boolean },
): Promise<void>;
