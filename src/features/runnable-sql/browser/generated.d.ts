/** Data modules the runnable-sql plugin writes (src/features/runnable-sql/plugin.ts). */
declare module '@generated/runnable-sql/default/sample-model.json' {
  import type {Model} from '@timbr-docs/sql';
  const model: Model;
  export default model;
}
declare module '@generated/runnable-sql/default/ontology.json' {
  import type {Outline} from '@timbr-docs/sql';
  const outline: Outline;
  export default outline;
}
