/**
 * Swizzled (wrapped) MDX components: Markdown tables that scroll sideways
 * must be reachable from the keyboard (src/shared/ScrollableTable). The
 * glossary feature adds its term to the map it wraps (@theme-original is the
 * glossary plugin's MDXComponents, which wraps the theme's).
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/shared/ScrollableTable';

export default {...MDXComponents, table: ScrollableTable};
