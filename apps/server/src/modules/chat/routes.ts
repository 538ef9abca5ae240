import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatMessage,
  ErrorResponse,
  GroupParams,
  MessagesQuery,
  PostMessageBody,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { ChatService } from './service';

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    routes.groupMessages.path,
    {
      schema: {
        tags: ['chat'],
        summary: "A page of the group's chat, oldest first",
        params: GroupParams,
        querystring: MessagesQuery,
        response: {
          200: z.array(ChatMessage),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => chat.list(requireUserId(request), request.params.groupId, request.query),
  );

  app.post(
    routes.postMessage.path,
    {
      schema: {
        tags: ['chat'],
        summary: 'Post a chat message (text, an emoji from the palette, or both)',
        params: GroupParams,
        body: PostMessageBody,
        response: {
          201: ChatMessage,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await chat.post(requireUserId(request), request.params.groupId, request.body)),
  );
};
