import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the portal ("/sales?q=…"), a query or fragment of the current page ("?page=2"), or an outside address. */
  to: string;
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
}

/** An address with a scheme ("https:", "mailto:") or starting with "//": not one of the portal's pages. */
const OUTSIDE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A link to one of the portal's pages, followed by the router without reloading the page, as
 * react-router's `Link` is; an outside address is a plain link.
 *
 * react-router's `Link` resolves its path against the route tree twice and runs a dozen hooks
 * per link, on every render: a list page draws about sixty links, and a profile of never-seen
 * pages drawn by the server showed them costing about a tenth of the drawing. The portal's links
 * are absolute paths or queries of the current page, so the address is known without the route
 * tree: this one reads two contexts and follows the click through the router's own navigator
 * (the browser's router, or the memory router of tests), with the same addresses.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, onClick, target, ...rest },
  ref,
) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { location } = useContext(UNSAFE_LocationContext);
  // The props given on are written last: on the Node of this portal, an object built by a spread
  // then given more properties costs a microsecond or more, once per link drawn.
  if (OUTSIDE.test(to)) return <a ref={ref} href={to} target={target} onClick={onClick} {...rest} />;
  const here = location.pathname + location.search + location.hash;
  const href = pathOf(to, location.pathname);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // As react-router does: a link to the page already shown replaces it in the history.
    if (replace ?? href === here) navigator.replace(href);
    else navigator.push(href);
  };
  return <a ref={ref} href={href} target={target} onClick={follow} {...rest} />;
});

/**
 * The address of a link to `to` from the page at `pathname`, as react-router's `Link`
 * gives it: a query or a fragment replaces the current page's; a relative path is resolved as a
 * plain link's.
 */
export function pathOf(to: string, pathname: string): string {
  if (to.startsWith('/')) return to;
  if (to.startsWith('#')) return pathname + to;
  // "?" alone is the current page without its query.
  if (to.startsWith('?')) return to === '?' ? pathname : pathname + to;
  const url = new URL(to, `http://portal${pathname}`);
  return url.pathname + url.search + url.hash;
}

/** A left click without a modifier key, on a link that opens in the same tab: the router follows it. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
