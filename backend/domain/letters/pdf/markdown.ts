/**
 * A letter's Markdown body on PDF pages: headings, paragraphs, bold and italic, lists (nested, numbered or
 * not), block quotes and rules, read with remark-parse (the parser the posts use). Links print their text;
 * images and raw HTML print nothing: a letter is the words the client agrees to.
 */
import type { PhrasingContent, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { TEXT_SIZE, type PageWriter, type Run } from './layout';

const parser = unified().use(remarkParse).freeze();

const HEADING_SIZES: Record<number, number> = { 1: 16, 2: 13.5, 3: 12 };

export function drawMarkdown(writer: PageWriter, markdown: string): void {
  const root: Root = parser.parse(markdown);
  for (const node of root.children) drawBlock(writer, node, 0);
}

function drawBlock(writer: PageWriter, node: RootContent, indent: number, marker?: string): void {
  switch (node.type) {
    case 'heading': {
      const size = HEADING_SIZES[node.depth] ?? TEXT_SIZE + 0.5;
      const runs = runsOf(node.children, { bold: true });
      // A heading never ends a page: it keeps the first line of what follows with it.
      writer.ensure(writer.heightOf(runs, { size }) + 2 * TEXT_SIZE);
      writer.gap(size * 0.4);
      writer.block(runs, { size, indent, after: 4 });
      return;
    }
    case 'paragraph':
      writer.block(runsOf(node.children), { indent, marker, after: 6 });
      return;
    case 'list':
      node.children.forEach((item, index) => {
        const itemMarker = node.ordered ? `${(node.start ?? 1) + index}.` : '•';
        item.children.forEach((child, childIndex) =>
          drawBlock(writer, child, indent + 18, childIndex === 0 ? itemMarker : undefined),
        );
      });
      writer.gap(2);
      return;
    case 'blockquote':
      for (const child of node.children) drawBlock(writer, child, indent + 18);
      return;
    case 'thematicBreak':
      writer.rule();
      return;
    case 'code':
      writer.block([{ text: node.value }], { indent, marker, after: 6 });
      return;
    default:
      return;
  }
}

function runsOf(nodes: PhrasingContent[], style: { bold?: boolean; italic?: boolean } = {}): Run[] {
  return nodes.flatMap((node): Run[] => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return [{ text: node.value, ...style }];
      case 'strong':
        return runsOf(node.children, { ...style, bold: true });
      case 'emphasis':
        return runsOf(node.children, { ...style, italic: true });
      case 'delete':
      case 'link':
        return runsOf(node.children, style);
      case 'break':
        return [{ text: '', lineBreak: true }];
      default:
        return [];
    }
  });
}
