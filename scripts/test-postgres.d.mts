declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server started for the test run. */
    postgresUrl: string;
  }
}
/** Starts a throw-away PostgreSQL server; returns its stop function. */
export default function setup(context: { provide: (key: 'postgresUrl', value: string) => void }): Promise<(() => void) | undefined>;
