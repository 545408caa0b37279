import { defineEndpoints } from './endpoint';

export const systemEndpoints = defineEndpoints({
  health: ['GET', '/health'],
  init: ['GET', '/init'],
  ready: ['GET', '/ready'],
});
