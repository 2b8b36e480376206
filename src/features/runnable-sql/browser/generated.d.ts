/** Data modules the runnable-sql plugin writes (src/plugins/runnable-sql/index.ts). */
declare module '@generated/runnable-sql/default/sample-model.json' {
  import type {Model} from '@site/src/semantic-engine/model';
  const model: Model;
  export default model;
}
declare module '@generated/runnable-sql/default/ontology.json' {
  import type {Outline} from '@site/src/semantic-engine/outline';
  const outline: Outline;
  export default outline;
}
/** sql.js's browser build (package export `browser`): the part the query worker uses. */
declare module 'sql.js' {
  export interface Statement {
    step(): boolean;
    get(): (string | number | null | Uint8Array)[];
    free(): boolean;
  }
  export interface Database {
    exec(sql: string): {columns: string[]; values: unknown[][]}[];
    prepare(sql: string): Statement;
    close(): void;
  }
  export interface SqlJsStatic {
    Database: new () => Database;
  }
  export default function initSqlJs(config?: {locateFile?: (file: string) => string}): Promise<SqlJsStatic>;
}
