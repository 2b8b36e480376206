/**
 * Swizzled (wrapped) MDX components: the theme's map, with two additions.
 *
 * Why: Markdown tables that scroll sideways must be reachable from the
 * keyboard (src/components/ScrollableTable), and `:term[...]` in a page
 * becomes a glossary link with its definition (src/plugins/glossary,
 * src/components/GlossaryTerm).
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/shared/ScrollableTable';
import GlossaryTerm from '@site/src/features/glossary/theme/GlossaryTerm';

export default {...MDXComponents, table: ScrollableTable, GlossaryTerm};
