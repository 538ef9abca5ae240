import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  GroupCsvUploadResponse,
  GroupParams,
  HistoricalUploadResponse,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import { requirePlatformAdmin } from '../../http/require-platform-admin';
import type { GroupCsvImportService } from './group-service';
import type { HistoricalImportService } from './historical-service';
import { MULTIPART_LIMITS, readCsvUpload } from './upload';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  413: ErrorResponse,
};

/**
 * The two CSV uploads. Multipart parsing is registered in this plugin's scope only, with
 * its limits; each route checks who may upload before reading the file.
 */
export const csvImportRoutes: FastifyPluginAsyncZod<{
  historical: HistoricalImportService;
  groupUploads: GroupCsvImportService;
}> = async (app, { historical, groupUploads }) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post(
    routes.historicalUpload.path,
    {
      // Before validation, so nobody but user 1 learns anything from this route, not even a 400.
      preValidation: async (request) => {
        requirePlatformAdmin(request);
      },
      schema: {
        tags: ['platform admin'],
        summary: 'Import past pool entries from a CSV file (multipart, field file; user 1)',
        consumes: ['multipart/form-data'],
        response: { 200: HistoricalUploadResponse, ...errors },
      },
    },
    async (request) => {
      const ownerId = requirePlatformAdmin(request);
      const upload = await readCsvUpload(request);
      return historical.import(ownerId, upload.content);
    },
  );

  app.post(
    routes.groupCsvUpload.path,
    {
      schema: {
        tags: ['group admin'],
        summary:
          "Upload members' entries for one of the group's tournaments (multipart: file, tournament_id; group admins)",
        consumes: ['multipart/form-data'],
        params: GroupParams,
        response: { 200: GroupCsvUploadResponse, ...errors, 429: ErrorResponse },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      await groupUploads.allowUpload(userId, request.params.groupId);
      const upload = await readCsvUpload(request);
      return groupUploads.import(request.params.groupId, upload);
    },
  );
};
