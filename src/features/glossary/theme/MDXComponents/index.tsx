/**
 * The theme's MDX components, with the glossary term that `:term[...]`
 * becomes (../../remark.ts writes `<GlossaryTerm>`). A plugin's theme wraps the
 * theme's component with @theme-init (the site's src/theme/MDXComponents wraps
 * this one in turn).
 */
import MDXComponents from '@theme-init/MDXComponents';
import GlossaryTerm from '../GlossaryTerm';

export default {...MDXComponents, GlossaryTerm};
