import { settingsAdminEndpoints, settingsSectionEndpoints } from '@portal/contract/endpoints/settings-admin';
import type { SettingsKey } from '@portal/contract/settings';
import type { SettingsSectionBody } from '@portal/contract/settings-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { settingsQuery } from '../../api';
import { AUDIT_LOG_KEY } from '../../../moderation/admin/api/audit-log';

const ADMIN_SETTINGS_KEY = ['admin', 'settings'] as const;

/** GET /admin/settings (admins): the settings as stored, never from a cache. */
export function useAdminSettings() {
  return useQuery({
    queryKey: ADMIN_SETTINGS_KEY,
    queryFn: ({ signal }) => call(settingsAdminEndpoints.getAdminSettings, { signal }),
  });
}

/**
 * PUT /admin/settings/{section}: the answer (the whole settings) replaces this tab's copies,
 * the screen's and the public one the rest of the SPA reads (posting form, footer), and the
 * audit log is read again.
 */
export function useSaveSettingsSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, body }: { section: SettingsKey; body: SettingsSectionBody<SettingsKey> }) =>
      call(settingsSectionEndpoints[section], { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(ADMIN_SETTINGS_KEY, settings);
      queryClient.setQueryData(settingsQuery.queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
    },
  });
}
