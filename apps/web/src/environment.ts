import type { Environment } from '@mandate/ui';

const known: readonly Environment[] = ['master', 'sandbox', 'dev'];

/**
 * The environment of a build (001 §9: master, sandbox, dev; master is production): `VITE_APP_ENV`
 * when it names one, else `dev` for the dev server and `master` for a production build.
 */
export function resolveEnvironment(value: string | undefined, isDevServer: boolean): Environment {
  const named = known.find((e) => e === value?.trim().toLowerCase());
  return named ?? (isDevServer ? 'dev' : 'master');
}

/** This build's environment. */
export const environment: Environment = resolveEnvironment(import.meta.env.VITE_APP_ENV as string | undefined, import.meta.env.DEV);

/** Production shows "Something went wrong" where other environments show the detail dialog (000 §8). */
export const isProduction = environment === 'master';
