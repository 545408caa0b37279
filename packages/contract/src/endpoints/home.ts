import { defineEndpoints } from './endpoint';

export const homeEndpoints = defineEndpoints({
  getHome: ['GET', '/home'],
});
