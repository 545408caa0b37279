import { defineEndpoints } from './endpoint';

export const contentAdminEndpoints = defineEndpoints({
  listAdminContent: ['GET', '/admin/content/:kind'],
  createContent: ['POST', '/admin/content/:kind'],
  reorderContent: ['PUT', '/admin/content/:kind/order'],
  getAdminContent: ['GET', '/admin/content/items/:id'],
  updateContent: ['PUT', '/admin/content/items/:id'],
  deleteContent: ['DELETE', '/admin/content/items/:id'],
  uploadContentFile: ['POST', '/admin/content/files'],
  previewContent: ['POST', '/admin/content/preview'],
});
