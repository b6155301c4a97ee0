import { useMemo } from 'react';
import { parseMarkdown } from '../../domain/markdown/parse';
import { MarkdownBlocks } from './MarkdownBlocks';

/**
 * A page's body from its Markdown source, parsed here (the admin screen's preview). Published
 * pages render the tree the publish parsed, with MarkdownBlocks, and download no parser.
 */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <MarkdownBlocks blocks={blocks} />;
}
