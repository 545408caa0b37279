import type { ContentItem } from '@portal/contract/content';
import type { ReactNode } from 'react';
import { UserText } from '../../../ui/user-text';

/**
 * Text written in the back office: isolated like any written text, and marked with its own
 * language when the item has none in the page's (its fallback), so it is read with the right voice.
 */
export function ContentText({
  item,
  as,
  className,
  children,
}: {
  item: Pick<ContentItem, 'fallback' | 'locale'>;
  as?: 'h3' | 'p';
  className?: string;
  children: ReactNode;
}) {
  return (
    <UserText as={as ?? 'bdi'} lang={item.fallback ? item.locale : undefined} className={className}>
      {children}
    </UserText>
  );
}
