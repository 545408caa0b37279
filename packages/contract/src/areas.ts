/**
 * The areas of the portal: one name per area, the same for its API module
 * (apps/api/src/modules/<area>/) and its web feature (apps/web/src/features/<area>/, its back-office
 * pages in features/<area>/admin/). An area may exist on one side only (docs/decisions/021-one-name-per-area.md).
 */
export const AREAS = [
  // Sign-up, sign-in, sessions, e-mail verification, password reset and confirmation.
  'auth',
  // A member's own account: details, avatar, e-mail change, sessions, data export, deletion.
  'profile',
  // Categories, regions and cities, currencies; their back-office pages.
  'catalog',
  // Announcements and sales: posting, editing, own listings, browsing, search and detail pages.
  'listings',
  // Favourites and reports of listings by members.
  'engagement',
  // Paid promotion of listings: offers, starting one, its placement.
  'promotions',
  // Payments due for listings and their ledger in the back office.
  'payments',
  // The review of listings and edits, rejection reasons, the audit log.
  'moderation',
  // Reports handling, users' roles and bans, banned words, flags.
  'trust',
  // The site's settings read by every page and edited in the back office.
  'settings',
  // The back office's landing page: what waits and how the last days went.
  'dashboard',
  // The home page.
  'home',
  // The CMS: informational pages, news and blog, FAQ, links, partners, branches, home section
  // cards, legal texts, downloadable files, the media library and podcast episodes.
  'content',
  // The podcast: its page, the player that keeps playing across pages, the RSS feed.
  'podcast',
  // The newsletter: double opt-in subscriptions, unsubscribing, issues written and sent by staff.
  'newsletter',
  // The contact page (a message from a visitor or a member, the agency's branches) and the staff's
  // inbox of those messages, answered by mail.
  'contact',
  // One search over every kind (listings, news, blog, FAQ), results grouped by kind.
  'search',
  // The visitor survey: its questions (data staff edit), the public form, the results and their export.
  'survey',
  // Health, readiness and the pages of the system (not found, errors).
  'system',
  // Installing the portal as an app: its web manifest, the service worker (offline reading) and
  // the /app-download page.
  'install',
  // Requests to join the team: the /join-us form with its private files, the sender's list in
  // the profile, and the back office's queue where staff decide and reply.
  'join-requests',
  // Appointments: booking a slot of a service at a branch, the member's list, the staff agenda
  // (confirm, reschedule, cancel, done), the mails with calendar files and the reminders.
  'appointments',
  // Paid advertisements: the offer and ordering with private documents, review, offline payment
  // in the one ledger, scheduling, serving in every placement and the counts (decision 034).
  'advertisements',
  // Sellers: the public seller page, business accounts (company or store) and the staff's
  // verification of their commercial registry numbers, the "verified business" badge (decision 046).
  'sellers',
  // Messages between a buyer and a seller about a listing: conversations with live delivery,
  // unread mails, blocking and reports read by staff (decision 048).
  'messages',
  // Saved searches, their alerts by mail and in-app, and listings' price history and drops.
  'alerts',
  // Notifications: the center behind the header's bell, each member's channel per kind (in-app,
  // mail, off) and web push (decision 045).
  'notifications',
] as const;

export type Area = (typeof AREAS)[number];
