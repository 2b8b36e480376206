/**
 * The glossary's definitions by id, for the tooltips. Its own chunk, loaded
 * the first time a reader points at or focuses a term
 * (./index.tsx), so no page carries the definitions on its first visit.
 */
import glossary from '../../glossary.json';

const definitions: Record<string, string> = Object.fromEntries(glossary.terms.map((t) => [t.id, t.definition]));
export default definitions;
