/** The platforms' names in the back office's strings, for its filters, rows and settings. */
export const PLATFORM_LABELS = {
  announcements: 'admin.platform.announcements',
  sales: 'admin.platform.sales',
} as const;
