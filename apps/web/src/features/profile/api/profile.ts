import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  UpdatePreferencesBody,
  UpdateProfileBody,
  UserPreferences,
  UserProfile,
} from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

export const profileKey = ['user', 'profile'] as const;

/** GET /api/user/profile: name, email, member since, stats, recent groups and settings. */
export const useProfile = () =>
  useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api.get<UserProfile>(pathTo(routes.profile), { signal }),
  });

/** PUT /api/user/profile {name, email}: the server refuses any email change. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      api.put<UserProfile>(pathTo(routes.updateProfile), body),
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}

const preferencesKey = ['user', 'preferences'] as const;

/** GET /api/user/preferences: the Settings tab's toggles. */
export const usePreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api.get<UserPreferences>(pathTo(routes.preferences), { signal }),
  });

/**
 * PUT /api/user/preferences: one toggle at a time, saved per user. The switch flips at once
 * (optimistically) and flips back if the server refuses.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const setPreferences = (preferences: UserPreferences | undefined) =>
    queryClient.setQueryData(preferencesKey, preferences);
  return useMutation({
    mutationFn: (change: UpdatePreferencesBody) =>
      api.put<UserPreferences>(pathTo(routes.updatePreferences), change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      const before = queryClient.getQueryData<UserPreferences>(preferencesKey);
      if (before) setPreferences({ ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => setPreferences(context?.before),
    onSuccess: (preferences) => {
      setPreferences(preferences);
      // The profile's copy of the toggles follows.
      void queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}
