import { defineEndpoints } from './endpoint';

export const settingsEndpoints = defineEndpoints({
  getSettings: ['GET', '/settings'],
});
