// What other areas may show of system (docs/architecture.md, "Between areas"): a page that
// finds nothing (the back office's review of a missing listing) shows the site's 404.
export { default as NotFoundPage } from './pages/not-found-page';
