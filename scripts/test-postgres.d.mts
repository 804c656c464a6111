declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server started for the test run. */
    postgresUrl: string;
  }
}
export {};
