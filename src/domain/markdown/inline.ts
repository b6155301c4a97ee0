/**
 * The inline half of the page Markdown: **bold**, *italic* / _italic_, [links](url) and backslash
 * escapes inside one block's text. CommonMark's delimiter algorithm, cut down to what the subset
 * needs (no code spans, images, autolinks, entities or raw HTML: they stay text), on a linked list
 * of items so that every input, however hostile, parses in time linear in its length.
 */
import { isAllowedHref } from './links';
import type { MarkdownInline } from './types';

/** A run of '*' or '_' that may still open or close bold or italic. */
interface Delimiter {
  char: string;
  count: number;
  canOpen: boolean;
  canClose: boolean;
}

/**
 * One piece of the text being parsed: finished nodes, a delimiter run or a '[' that may open a
 * link. `order` grows with the position, so a search can stop at a remembered place even after
 * the items around it were folded into a node; `depth` is how deep its nodes nest.
 */
interface Item {
  prev: Item | null;
  next: Item | null;
  order: number;
  depth: number;
  nodes?: MarkdownInline[];
  delimiter?: Delimiter;
}

/**
 * How deep bold and italic may nest; the marks of a deeper one stay text. Real text nests two or
 * three deep; without a bound, a few thousand '*' would make a tree too deep for JSON.stringify.
 */
export const MAX_INLINE_NESTING = 10;

const ESCAPABLE = /[!-/:-@[-`{-~]/;
const WHITESPACE = /\s/;
const PUNCTUATION = /[\p{P}\p{S}]/u;
// What ends a link's address: whitespace, a control character or a parenthesis.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ADDRESS_STOP = /[\s\u0000-\u001F\u007F-\u009F()]/;

class ItemList {
  head: Item | null = null;
  tail: Item | null = null;
  private nextOrder = 0;

  append(fields: Pick<Item, 'nodes' | 'delimiter'>, depth = 0): Item {
    const item: Item = { prev: this.tail, next: null, order: this.nextOrder++, depth, ...fields };
    if (this.tail) this.tail.next = item;
    else this.head = item;
    this.tail = item;
    return item;
  }

  appendText(text: string): void {
    if (text !== '') this.append({ nodes: [{ kind: 'text', text }] });
  }

  remove(item: Item): void {
    if (item.prev) item.prev.next = item.next;
    else this.head = item.next;
    if (item.next) item.next.prev = item.prev;
    else this.tail = item.prev;
  }

  /**
   * Takes the items after `after` up to `before` (both kept) out of the list, as inline nodes,
   * with how deep they nest.
   */
  cut(after: Item | null, before: Item | null): { nodes: MarkdownInline[]; depth: number } {
    const nodes: MarkdownInline[] = [];
    let depth = 0;
    for (let item = after ? after.next : this.head; item && item !== before; item = item.next) {
      for (const node of nodesOf(item)) pushNode(nodes, node);
      depth = Math.max(depth, item.depth);
    }
    if (after) after.next = before;
    else this.head = before;
    if (before) before.prev = after;
    else this.tail = after;
    return { nodes, depth };
  }

  /** Puts one item between `after` and `before`, which are neighbours. */
  insertBetween(after: Item, before: Item, fields: Pick<Item, 'order' | 'depth' | 'nodes'>): void {
    const item: Item = { prev: after, next: before, ...fields };
    after.next = item;
    before.prev = item;
  }
}

const textNode = (text: string): MarkdownInline => ({ kind: 'text', text });

const nodesOf = (item: Item): MarkdownInline[] =>
  item.nodes ?? [textNode(item.delimiter ? item.delimiter.char.repeat(item.delimiter.count) : '[')];

/** Appends a node, joining it to a text node before it. */
function pushNode(nodes: MarkdownInline[], node: MarkdownInline): void {
  const last = nodes[nodes.length - 1];
  if (node.kind === 'text' && last?.kind === 'text') last.text += node.text;
  else nodes.push(node);
}

/**
 * Matches the delimiter runs after `bottom` (the whole list when null) into bold and italic,
 * each closer with the nearest opener of its character before it.
 */
function processEmphasis(list: ItemList, bottom: Item | null): void {
  const floor = bottom ? bottom.order : -1;
  // Per character, the order below which no opener is left: a closer that found none moves it up.
  const openersFloor: Record<string, number> = { '*': floor, _: floor };
  let closer = bottom ? bottom.next : list.head;
  while (closer) {
    const close = closer.delimiter;
    if (!close || !close.canClose) {
      closer = closer.next;
      continue;
    }
    let opener = closer.prev;
    const openerFloor = openersFloor[close.char] ?? floor;
    let depth = 0; // how deep what lies between the closer and its opener nests
    while (opener && opener.order > openerFloor) {
      const open = opener.delimiter;
      if (open && open.char === close.char && open.canOpen) break;
      depth = Math.max(depth, opener.depth);
      opener = opener.prev;
    }
    // No opener, or only one whose bold or italic would nest too deep (and any opener further
    // back would hold even more): the closer closes nothing, and no later one reaches past it.
    if (!opener || opener.order <= openerFloor || depth >= MAX_INLINE_NESTING) {
      openersFloor[close.char] = closer.prev ? closer.prev.order : floor;
      const next = closer.next;
      if (!close.canOpen) close.canClose = false;
      closer = next;
      continue;
    }
    const open = opener.delimiter as Delimiter;
    const used = open.count >= 2 && close.count >= 2 ? 2 : 1;
    const order = opener.next ? opener.next.order : opener.order;
    const { nodes: children } = list.cut(opener, closer);
    const nodes: MarkdownInline[] = [{ kind: used === 2 ? 'strong' : 'emphasis', children }];
    list.insertBetween(opener, closer, { order, depth: depth + 1, nodes });
    open.count -= used;
    close.count -= used;
    if (open.count === 0) list.remove(opener);
    if (close.count === 0) {
      const next = closer.next;
      list.remove(closer);
      closer = next;
    }
  }
}

/** Whether a run of `char` between `before` and `after` may open and close, by CommonMark's rules. */
function flanking(
  char: string,
  before: string,
  after: string,
): Pick<Delimiter, 'canOpen' | 'canClose'> {
  const spaceBefore = before === '' || WHITESPACE.test(before);
  const spaceAfter = after === '' || WHITESPACE.test(after);
  const punctBefore = PUNCTUATION.test(before);
  const punctAfter = PUNCTUATION.test(after);
  const left = !spaceAfter && (!punctAfter || spaceBefore || punctBefore);
  const right = !spaceBefore && (!punctBefore || spaceAfter || punctAfter);
  if (char === '*') return { canOpen: left, canClose: right };
  // '_' inside a word (snake_case) neither opens nor closes.
  return { canOpen: left && (!right || punctBefore), canClose: right && (!left || punctAfter) };
}

/** For each position, the next position holding a character that ends a link's address. */
function addressStops(text: string): Int32Array {
  const stops = new Int32Array(text.length + 1);
  stops[text.length] = text.length;
  for (let i = text.length - 1; i >= 0; i--) {
    stops[i] = ADDRESS_STOP.test(text.charAt(i)) ? i : (stops[i + 1] ?? text.length);
  }
  return stops;
}

/**
 * Parses one block's text (its lines already joined) into inline nodes. Links whose address is
 * not allowed keep their text without a link; `onRefusedLink` hears of each such address.
 */
export function parseInline(
  text: string,
  onRefusedLink?: (href: string) => void,
): MarkdownInline[] {
  const list = new ItemList();
  const brackets: Item[] = [];
  // Openers below this index of `brackets` are inside a finished link's reach: links don't nest.
  let activeBrackets = 0;
  let stops: Int32Array | null = null;
  let textStart = 0;
  let i = 0;
  const flushText = (end: number) => list.appendText(text.slice(textStart, end));

  while (i < text.length) {
    const char = text.charAt(i);
    if (char === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
      flushText(i);
      list.appendText(text.charAt(i + 1));
      i += 2;
      textStart = i;
    } else if (char === '*' || char === '_') {
      flushText(i);
      let end = i;
      while (text[end] === char) end++;
      const sides = flanking(char, text[i - 1] ?? '', text[end] ?? '');
      list.append({ delimiter: { char, count: end - i, ...sides } });
      i = end;
      textStart = i;
    } else if (char === '[') {
      flushText(i);
      brackets.push(list.append({}));
      i++;
      textStart = i;
    } else if (char === ']') {
      flushText(i);
      const opener = brackets.pop();
      const active = opener !== undefined && brackets.length >= activeBrackets;
      activeBrackets = Math.min(activeBrackets, brackets.length);
      stops ??= text[i + 1] === '(' ? addressStops(text) : null;
      const end = (stops && text[i + 1] === '(' ? stops[i + 2] : undefined) ?? -1;
      if (opener && active && end >= 0 && text[end] === ')') {
        processEmphasis(list, opener);
        const { nodes: children, depth } = list.cut(opener, null);
        list.remove(opener);
        const href = text.slice(i + 2, end);
        if (isAllowedHref(href))
          list.append({ nodes: [{ kind: 'link', href, children }] }, depth + 1);
        else {
          onRefusedLink?.(href);
          list.append({ nodes: children }, depth);
        }
        activeBrackets = brackets.length;
        i = end + 1;
      } else {
        list.appendText(']');
        i++;
      }
      textStart = i;
    } else {
      i++;
    }
  }
  flushText(i);
  processEmphasis(list, null);
  return list.cut(null, null).nodes;
}
