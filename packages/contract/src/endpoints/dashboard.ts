import { defineEndpoints } from './endpoint';

export const dashboardEndpoints = defineEndpoints({
  dashboard: ['GET', '/admin/dashboard'],
});
