/** Where an owner finds their listings of each platform (linked from mails). */
export const PROFILE_LIST = { announcements: '/profile/announcements', sales: '/profile/products' } as const;
