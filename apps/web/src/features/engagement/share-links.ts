/** Where a listing's link is shared: the message carries the title and the address. */
export function whatsappUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

export function facebookUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** The listing's public address, without the query or fragment the reader may have. */
export function listingUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
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
