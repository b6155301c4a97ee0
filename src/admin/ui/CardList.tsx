import { Fragment, type ReactNode } from 'react';

/**
 * A screen's records as a list of cards: `card` draws one record as a list item, `layout` is the
 * list's grid ('d-grid gap-3', or Bootstrap's row columns).
 */
export function CardList<T extends { id: string }>({
  items,
  layout,
  card,
}: {
  items: readonly T[];
  layout: string;
  card: (item: T) => ReactNode;
}) {
  return (
    <ul className={`list-unstyled ${layout}`}>
      {items.map((item) => (
        <Fragment key={item.id}>{card(item)}</Fragment>
      ))}
    </ul>
  );
}
