import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  UpdatePreferencesBody,
  UpdateProfileBody,
  UpdateSettingsBody,
  UserPreferences,
  UserProfile,
  UserSettings,
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
    '/api/user/profile',
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
    '/api/user/profile',
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
    '/api/user/preferences',
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
    '/api/user/preferences',
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
    '/api/user/settings',
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
