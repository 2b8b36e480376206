/**
 * Text of the site's data files with code written in backticks (`timbr-api`):
 * the parts between backticks become code. Used by the data source pieces,
 * the REST endpoint tables and the glossary tooltips.
 */
import type {ReactNode} from 'react';

export default function InlineCode({text}: {text: string}): ReactNode {
  return text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}
