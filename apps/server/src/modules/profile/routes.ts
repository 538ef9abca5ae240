import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  UpdateProfileBody,
  UpdateSettingsBody,
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

  app.put(
    '/api/user/settings',
    {
      schema: {
        tags,
        summary: 'Save the email-notification and private-profile toggles',
        body: UpdateSettingsBody,
        response: { 200: UserSettings, ...errors },
      },
    },
    async (request) => profile.updateSettings(requireUserId(request), request.body),
  );
};
