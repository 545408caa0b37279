import { defineEndpoints } from './endpoint';

export const contentEndpoints = defineEndpoints({
  listContent: ['GET', '/content/:kind'],
  getContent: ['GET', '/content/:kind/:ref'],
  contentFile: ['GET', '/content/files/:file'],
  /** A legal text's or downloadable file's file, as an attachment; counts the download. */
  downloadContent: ['GET', '/content/items/:id/download'],
});
