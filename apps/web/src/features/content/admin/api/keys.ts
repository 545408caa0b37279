/** Every back-office content query starts with this key: a save, delete or reorder reads them again. */
export const ADMIN_CONTENT_KEY = ['admin', 'content'] as const;
