import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  UpdateProfileBody,
  UpdateSettingsBody,
  UserProfile,
  UserSettings,
} from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';

export const profileKey = ['user', 'profile'] as const;

/** GET /api/user/profile: name, email, member since, stats, recent groups and settings. */
export const useProfile = () =>
  useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api.get<UserProfile>(apiPaths.profile(), { signal }),
  });

/** PUT /api/user/profile {name, email}: the server refuses any email change. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.put<UserProfile>(apiPaths.profile(), body),
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}

/**
 * PUT /api/user/settings: one toggle at a time, saved per user. The switch flips at once
 * (optimistically) and flips back if the server refuses.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const setSettings = (update: (settings: UserSettings) => UserSettings) =>
    queryClient.setQueryData<UserProfile>(profileKey, (profile) =>
      profile ? { ...profile, settings: update(profile.settings) } : profile,
    );
  return useMutation({
    mutationFn: (change: UpdateSettingsBody) => api.put<UserSettings>(apiPaths.settings(), change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: profileKey });
      const before = queryClient.getQueryData<UserProfile>(profileKey)?.settings;
      setSettings((settings) => ({ ...settings, ...change }));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) setSettings(() => context.before!);
    },
    onSuccess: (settings) => setSettings(() => settings),
  });
}
