/**
 * Swizzled (wrapped) MDX components: the theme's map, with one change.
 *
 * Why: Markdown tables that scroll sideways must be reachable from the
 * keyboard; see src/components/ScrollableTable.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {...MDXComponents, table: ScrollableTable};
