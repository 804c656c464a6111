declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server started for the test run. */
    postgresUrl: string;
    /** The same server over its Unix socket. */
    postgresSocketUrl: string;
  }
}
/** Starts a throw-away PostgreSQL server; returns its stop function. */
export default function setup(context: {
  provide: (key: 'postgresUrl' | 'postgresSocketUrl', value: string) => void;
}): Promise<(() => void) | undefined>;
