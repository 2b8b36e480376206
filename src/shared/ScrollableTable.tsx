/**
 * A table that joins the keyboard tab order only when it overflows.
 *
 * Infima makes wide tables scroll sideways. A scrolling region must be
 * reachable from the keyboard (WCAG 2.1.1), so once the browser has measured
 * the table, one that overflows gets tabIndex=0 and a label; tables that fit
 * stay out of the tab order. Used for Markdown tables (src/theme/MDXComponents)
 * and the tables of our components.
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return (
    <table
      ref={ref}
      {...props}
      tabIndex={overflows ? 0 : undefined}
      aria-label={overflows ? 'Table, scrolls horizontally' : props['aria-label']}
    />
  );
}
