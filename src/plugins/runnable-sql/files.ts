/** Where the model of the sample knowledge graph lives, relative to the site's directory. */
export const MODEL_PATH = 'src/data/sample-graph/model.sql';
