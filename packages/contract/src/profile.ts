import { z } from 'zod';
import { RegisterBody } from './auth';

export const UserSettings = z.object({
  email_notifications: z.boolean(),
  private_profile: z.boolean(),
});
export type UserSettings = z.infer<typeof UserSettings>;

/** GET /api/user/profile: the spec's name, email and created_at, plus the page's tiles and settings. */
export const UserProfile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    created_at: z.string(),
    emailVerified: z.boolean(),
    settings: UserSettings,
    stats: z.object({
      total_groups: z.number().int(),
      /** Groups with a tournament upcoming or under way. */
      active_groups: z.number().int(),
      /** Tournaments the user has entered, across groups. */
      tournaments: z.number().int(),
    }),
    /** The three groups joined most recently. */
    recent_groups: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        member_count: z.number().int(),
        tournament_count: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfile>;

export const EMAIL_CANNOT_CHANGE = 'Email cannot be changed';

/** PUT /api/user/profile {name, email}: the name changes; an email other than the current one is refused. */
export const UpdateProfileBody = z.object({
  name: RegisterBody.shape.name,
  email: z.string().optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** PUT /api/user/settings: either toggle, saved per user. */
export const UpdateSettingsBody = UserSettings.partial().refine(
  (body) => Object.keys(body).length > 0,
  'Nothing to update: send email_notifications or private_profile',
);
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBody>;

/**
 * GET/PUT /api/user/preferences: the same two toggles, as other clients name them. Email
 * notifications (reminders, nudges, results) are on by default; account mail (links, security
 * notices) is sent whatever this says.
 */
export const UserPreferences = z
  .object({ emailNotifications: z.boolean(), privateProfile: z.boolean() })
  .meta({ id: 'UserPreferences' });
export type UserPreferences = z.infer<typeof UserPreferences>;

export const UpdatePreferencesBody = UserPreferences.partial().refine(
  (body) => Object.keys(body).length > 0,
  'Nothing to update: send emailNotifications or privateProfile',
);
export type UpdatePreferencesBody = z.infer<typeof UpdatePreferencesBody>;
