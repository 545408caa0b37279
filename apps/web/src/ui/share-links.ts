/** Where a page's link is shared (a listing, an article): the message carries the title and the address. */
export function whatsappUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

export function facebookUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function xUrl(title: string, url: string): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;
}

export function telegramUrl(title: string, url: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;
}

/** The page's public address, without the query or fragment the reader may have. */
export function shareUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

/** Whether the browser offers its own share sheet (Web Share API) for this data. */
export function canShareNatively(
  nav: Partial<Pick<Navigator, 'share' | 'canShare'>>,
  data: ShareData,
): boolean {
  if (typeof nav.share !== 'function') return false;
  return typeof nav.canShare === 'function' ? nav.canShare(data) : true;
}
