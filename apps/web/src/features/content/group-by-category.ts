import type { ContentItem } from '@portal/contract/content';

/**
 * Items grouped by their category, groups in the contract's order of categories (an unknown one
 * last), items in the order they came; empty groups are left out.
 */
export function groupByCategory<T extends ContentItem>(
  items: readonly T[],
  order: readonly string[],
): [string, T[]][] {
  const groups = new Map<string, T[]>(order.map((key) => [key, []]));
  for (const item of items) {
    const category = 'category' in item.details ? item.details.category : '';
    const group = groups.get(category);
    if (group) group.push(item);
    else groups.set(category, [item]);
  }
  return [...groups].filter(([, entries]) => entries.length > 0);
}
