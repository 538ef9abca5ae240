import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  UpdatePreferencesBody,
  UpdateProfileBody,
  UpdateSettingsBody,
  UserPreferences,
  UserProfile,
  UserSettings,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { ProfileService } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get(
    routes.profile.path,
    {
      schema: {
        tags,
        summary: "The caller's profile, stats, recent groups and settings",
        response: { 200: UserProfile, ...errors },
      },
    },
    async (request) => profile.profile(requireUserId(request)),
  );

  app.put(
    routes.updateProfile.path,
    {
      schema: {
        tags,
        summary: 'Change the name ("Email cannot be changed")',
        body: UpdateProfileBody,
        response: { 200: UserProfile, ...errors },
      },
    },
    async (request) => profile.update(requireUserId(request), request.body),
  );

  app.get(
    routes.preferences.path,
    {
      schema: {
        tags,
        summary: 'The email-notification and private-profile toggles',
        response: { 200: UserPreferences, ...errors },
      },
    },
    async (request) => profile.preferences(requireUserId(request)),
  );

  app.put(
    routes.updatePreferences.path,
    {
      schema: {
        tags,
        summary: 'Save either toggle; email notifications govern reminders, nudges and results',
        body: UpdatePreferencesBody,
        response: { 200: UserPreferences, ...errors },
      },
    },
    async (request) => profile.updatePreferences(requireUserId(request), request.body),
  );

  app.put(
    routes.updateSettings.path,
    {
      schema: {
        tags,
        summary: 'Save either toggle, by their snake_case names (as PUT /api/user/preferences)',
        body: UpdateSettingsBody,
        response: { 200: UserSettings, ...errors },
      },
    },
    async (request) => profile.updateSettings(requireUserId(request), request.body),
  );
};
