/** Where the model of the sample knowledge graph lives, relative to the site's directory. */
export const MODEL_PATH = 'src/features/runnable-sql/data/model.sql';
/** The generated data modules the browser imports (below `@generated/runnable-sql/default/`). */
export const MODEL_JSON_FILE = 'sample-model.json';
export const OUTLINE_JSON_FILE = 'ontology.json';
