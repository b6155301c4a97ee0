import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MarkdownBlock, MarkdownInline } from '../../domain/markdown/types';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../words/languages';
import { useLanguage, useWords } from '../words';

/**
 * A page's parsed body as React elements: never an HTML string, so whatever the text holds is
 * shown as text. The same elements in the publish's render and in the browser, so hydration
 * finds the published HTML as it would render it. Headings and quotations take the classes the
 * site's other pages give them.
 */
export function MarkdownBlocks({
  blocks,
  lang,
}: {
  blocks: readonly MarkdownBlock[];
  /**
   * The text's language, said on each block: for a body that shares its element with words in
   * another language (the element around it says it otherwise).
   */
  lang?: string | undefined;
}) {
  return <>{blocks.map((block, key) => renderBlock(block, key, lang))}</>;
}

function renderBlock(block: MarkdownBlock, key: number, lang: string | undefined): ReactNode {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2 key={key} className="section-title" lang={lang}>
          {renderInlines(block.children)}
        </h2>
      ) : (
        <h3 key={key} className="section-title h4" lang={lang}>
          {renderInlines(block.children)}
        </h3>
      );
    case 'paragraph':
      return (
        <p key={key} lang={lang}>
          {renderInlines(block.children)}
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{renderInlines(item)}</li>);
      return block.ordered ? (
        <ol key={key} lang={lang}>
          {items}
        </ol>
      ) : (
        <ul key={key} lang={lang}>
          {items}
        </ul>
      );
    }
    case 'quote':
      return (
        <blockquote key={key} className="page-quote" lang={lang}>
          {block.paragraphs.map((paragraph, index) => (
            <p key={index} className={index === block.paragraphs.length - 1 ? 'mb-0' : undefined}>
              {renderInlines(paragraph)}
            </p>
          ))}
        </blockquote>
      );
  }
}

const renderInlines = (inlines: readonly MarkdownInline[]): ReactNode[] =>
  inlines.map(renderInline);

function renderInline(inline: MarkdownInline, key: number): ReactNode {
  switch (inline.kind) {
    case 'text':
      return inline.text;
    case 'strong':
      return <strong key={key}>{renderInlines(inline.children)}</strong>;
    case 'emphasis':
      return <em key={key}>{renderInlines(inline.children)}</em>;
    case 'link':
      return <MarkdownLink key={key} href={inline.href} text={renderInlines(inline.children)} />;
  }
}

/**
 * A link of a page's body: a path of this site through the router, as the site's own links; an
 * address on the web in a new tab, as the site's other external links (its name says so, in the
 * page's language, marked as such inside a body in another); an e-mail or phone link as it is.
 */
function MarkdownLink({ href, text }: { href: string; text: ReactNode[] }) {
  const say = useWords();
  const language = useLanguage();
  if (href.startsWith('/')) return <Link to={href}>{text}</Link>;
  if (/^https?:/i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}{' '}
        <span
          className="visually-hidden"
          lang={language === DEFAULT_LANGUAGE ? undefined : LANGUAGES[language].lang}
        >
          {say('(opens in a new tab)')}
        </span>
      </a>
    );
  }
  return <a href={href}>{text}</a>;
}
